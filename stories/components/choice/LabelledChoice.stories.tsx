import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  LabelledChoice,
  type LabelledChoiceProps,
} from '../../../src/components/choice/LabelledChoice'
import { componentDocs, useKeptValue } from '../../support/componentStories'

/** The choice with its checked state kept, as a form would keep it. */
function KeptChoice(props: LabelledChoiceProps) {
  const [checked, change] = useKeptValue(props.checked, props.onChange)
  return <LabelledChoice {...props} checked={checked} onChange={change} />
}

const meta = {
  title: 'Components/LabelledChoice',
  component: LabelledChoice,
  tags: ['autodocs'],
  parameters: componentDocs(
    'A checkbox, radio or switch with its label beside it and, under the label, an optional hint and validation message that the input is described by. Use it instead of hand-writing a `<label>` around an input: the label, hint and error stay tied to the input for screen readers, and the required mark is hidden from them (the input says it is required). Use `switch` for a setting that takes effect at once, `checkbox` for an answer a form sends later, and `radio` for one of a group that shares a `name` (put the group in a fieldset with a legend).',
  ),
  args: {
    kind: 'checkbox',
    label: 'I accept the terms of use',
    caption: 'Needed to create the account.',
    checked: false,
    onChange: fn(),
  },
  render: (args) => <KeptChoice {...args} />,
} satisfies Meta<typeof LabelledChoice>

export default meta
type Story = StoryObj<typeof meta>

export const Checkbox: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: 'I accept the terms of use' })
    await expect(box).toHaveAccessibleDescription('Needed to create the account.')
    await userEvent.click(canvas.getByText('I accept the terms of use'))
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}

export const Switch: Story = {
  args: { kind: 'switch', label: 'Email notifications', caption: 'Takes effect at once.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole('switch', { name: 'Email notifications' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    await expect(toggle).not.toBeChecked()
  },
}

export const WithError: Story = {
  args: { isRequired: true, error: 'Accept the terms of use to go on.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /^I accept the terms/ })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expect(box).toBeRequired()
    await expect(box).toHaveAccessibleDescription(
      'Needed to create the account. Accept the terms of use to go on.',
    )
  },
}

export const Disabled: Story = {
  args: { kind: 'radio', name: 'plan', value: 'team', label: 'Team', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Team' })).toBeDisabled()
  },
}
