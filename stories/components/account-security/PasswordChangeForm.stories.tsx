import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasswordChangeForm } from '../../../src/components/account-security/PasswordChangeForm'

const ruleWords: Record<string, string> = {
  length: 'At least 8 characters',
  digit: 'At least one number',
}

const meta = {
  title: 'Components/PasswordChangeForm',
  component: PasswordChangeForm,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A password change: the current and new password fields, the new password's rules as a checklist (`PasswordRules`), a failure message and the button.\n\n**Use it** on the account's security tab and the profile's security page (each passes its own layout classes). **Do** keep the values and errors in the form's machine and check the rules again when it is sent. **Don't** prefill the fields.",
      },
    },
  },
  args: {
    className: '',
    wideClassName: '',
    inputs: [
      {
        name: 'current',
        label: 'Current password',
        value: 'old-secret-1',
        error: null,
        autoComplete: 'current-password',
      },
      {
        name: 'next',
        label: 'New password',
        value: 'short',
        error: 'The new password does not meet the rules.',
        autoComplete: 'new-password',
      },
    ],
    rules: {
      value: 'short',
      rules: {
        length: (value: string) => value.length >= 8,
        digit: (value: string) => /\d/.test(value),
      },
      label: 'Password rules',
      ruleText: (rule: string) => ruleWords[rule] ?? rule,
      metText: 'met',
      notMetText: 'not met',
    },
    failure: null,
    isSaving: false,
    submitLabel: 'Change password',
    savingLabel: 'Saving',
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordChangeForm>

export default meta
type Story = StoryObj<typeof meta>

/** The new password breaks a rule: its field says so, the checklist shows which; typing is reported. */
export const RuleNotMet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const next = canvas.getByLabelText(/^New password/)
    await expect(next).toBeInvalid()
    await expect(next).toHaveAccessibleDescription('The new password does not meet the rules.')
    const rules = canvas.getByRole('list', { name: 'Password rules' })
    await expect(within(rules).getAllByRole('listitem')[0]).toHaveTextContent('not met')
    await userEvent.type(next, '9')
    await expect(args.onChange).toHaveBeenCalledWith('next', 'short9')
  },
}

/** The server refused: the reason shows above the fields. */
export const SaveFailed: Story = {
  args: { failure: 'The current password is not right.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The current password is not right.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(args.onSubmit).toHaveBeenCalled()
  },
}
