import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TwoStepCard } from '../../../src/components/account-security/TwoStepCard'

const meta = {
  title: 'Components/TwoStepCard',
  component: TwoStepCard,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Two-step verification: a switch that turns it on or off, and the phone the codes go to (needed to turn it on; Save phone shows while it is on and the phone changed).\n\n**Use it** on the account's security pages, over the security machine. **Do** show the phone's error under its field and a refused save in `failure`.",
      },
    },
  },
  args: {
    words: {
      title: 'Two-step verification',
      description: 'A code sent to your phone is asked for at sign-in.',
      toggle: 'Two-step verification',
      on: 'On',
      off: 'Off',
      phone: 'Phone number',
      savePhone: 'Save phone',
      saving: 'Saving',
    },
    className: '',
    isOn: true,
    phone: '+44 20 7946 0018',
    storedPhone: '+44 20 7946 0000',
    phoneError: null,
    failure: null,
    isSaving: false,
    onPhoneChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof TwoStepCard>

export default meta
type Story = StoryObj<typeof meta>

/** On, with a changed phone: Save phone sends it; the switch turns it off. */
export const OnWithNewPhone: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Two-step verification' })
    await userEvent.click(within(card).getByRole('button', { name: 'Save phone' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(true)
    await userEvent.click(within(card).getByRole('button', { name: 'Two-step verification' }))
    await expect(args.onSubmit).toHaveBeenLastCalledWith(false)
  },
}

/** Off, and the phone is not valid: the field says why; no Save phone. */
export const OffPhoneInvalid: Story = {
  args: { isOn: false, phone: '12', phoneError: 'Enter a phone number with its country code.' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Two-step verification' })
    const phone = within(card).getByRole('textbox', { name: 'Phone number' })
    await expect(phone).toHaveAccessibleDescription('Enter a phone number with its country code.')
    await expect(within(card).queryByRole('button', { name: 'Save phone' })).toBeNull()
  },
}
