import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PasswordRules } from '../../../src/components/password-rules/PasswordRules'

const ruleWords: Record<string, string> = {
  length: 'At least 8 characters',
  digit: 'At least one number',
}

const meta = {
  title: 'Components/PasswordRules',
  component: PasswordRules,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A new password's rules as a checklist that fills in while it is typed; each rule says met or not met to a screen reader too.\n\n**Use it** under a new-password field (sign-up, reset, change). **Do** check the same rules when the form is sent: the list only helps.",
      },
    },
  },
  args: {
    value: 'sunshine',
    rules: {
      length: (value: string) => value.length >= 8,
      digit: (value: string) => /\d/.test(value),
    },
    label: 'Password rules',
    ruleText: (rule: string) => ruleWords[rule] ?? rule,
    metText: 'met',
    notMetText: 'not met',
  },
} satisfies Meta<typeof PasswordRules>

export default meta
type Story = StoryObj<typeof meta>

/** Eight letters and no number: the length rule is met, the number rule is not. */
export const PartlyMet: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Password rules' })
    const [length, digit] = within(list).getAllByRole('listitem')
    await expect(length).toHaveTextContent('At least 8 characters, met')
    await expect(digit).toHaveTextContent('At least one number, not met')
  },
}
