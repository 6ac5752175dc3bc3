import { TextInput } from '@primer/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  FieldCaption,
  FieldError,
  FieldLabel,
} from '../../../src/components/form-field/FieldMessages'
import { FormField } from '../../../src/components/form-field/FormField'

const meta = {
  title: 'Components/FormField',
  component: FormField,
  // The label, hint and message it draws (LabelledChoice draws them too).
  subcomponents: { FieldLabel, FieldCaption, FieldError },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A labelled input and its validation message, styled like Primer's FormControl but without its weight (for the sign-in form on the first page).\n\n**Use it** on pages where bundle size matters. **Do** spread the props it gives into the input: they tie it to the label and the message. **Don't** use it where Primer's `FormControl` is already loaded.",
      },
    },
  },
  args: {
    label: 'Email',
    isRequired: true,
    error: 'Enter an email address like name@example.com',
    children: (inputProps) => <TextInput {...inputProps} type="email" defaultValue="amara@" />,
  },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

/** The input is named by its label, required, invalid, and described by the message. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toBeRequired()
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Enter an email address like name@example.com')
  },
}
