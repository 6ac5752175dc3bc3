import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  cardMask,
  phoneMask,
  postalCodeMask,
} from '../../../src/components/masked-input/inputMasks'
import {
  MaskedInput,
  type MaskedInputProps,
} from '../../../src/components/masked-input/MaskedInput'
import { componentDocs, useKeptValue } from '../../support/componentStories'

/** The input with its text kept, as a form would keep it. */
function KeptInput(props: MaskedInputProps) {
  const [value, change] = useKeptValue(props.value, props.onValueChange)
  return <MaskedInput {...props} value={value} onValueChange={change} />
}

const meta = {
  title: 'Components/MaskedInput',
  component: MaskedInput,
  tags: ['autodocs'],
  parameters: componentDocs(
    'A Primer TextInput that follows a fixed-width mask (`inputMasks.ts`: `#` a digit, `A` a letter, anything else written by the mask). It writes the brackets, spaces and dashes as a person types, keeps out characters the mask does not take, reads a pasted, already formatted value the same as its digits, and on Backspace over a mask character deletes the typed one before it. The kit has masks for a phone number, a card number and a Canadian postal code; give it a label (e.g. through FormField) and check completeness when the form is sent — a mask only shapes what is typed.',
  ),
  args: {
    mask: phoneMask,
    value: '',
    'aria-label': 'Phone number',
    onValueChange: fn(),
  },
  render: (args) => <KeptInput {...args} />,
} satisfies Meta<typeof MaskedInput>

export default meta
type Story = StoryObj<typeof meta>

export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' })
    await expect(input).toHaveAttribute('placeholder', '(000) 000-0000')
    await userEvent.type(input, '555x1234567')
    await expect(input).toHaveValue('(555) 123-4567')
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}')
    await expect(input).toHaveValue('(555) 12')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('(555) 12')
  },
}

export const CardNumber: Story = {
  args: { mask: cardMask, 'aria-label': 'Card number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' })
    await userEvent.click(input)
    await userEvent.paste('4242-4242-4242-4242')
    await expect(input).toHaveValue('4242 4242 4242 4242')
    await expect(input).toHaveAttribute('inputmode', 'numeric')
  },
}

export const PostalCodeDisabled: Story = {
  args: { mask: postalCodeMask, 'aria-label': 'Postal code', value: 'K1A 0B1', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' })
    await expect(input).toBeDisabled()
    await expect(input).toHaveValue('K1A 0B1')
  },
}
