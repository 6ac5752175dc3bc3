import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  Autocomplete,
  type AutocompleteProps,
} from '../../../src/components/autocomplete/Autocomplete'
import { componentDocs, useKeptValue } from '../../support/componentStories'

const fruits = ['Apple', 'Apricot', 'Banana', 'Blackberry', 'Cherry'].map((label, index) => ({
  id: index + 1,
  label,
}))

/** Filters the sample options by their start, as a machine would, and keeps the text. */
function FilteredAutocomplete(props: AutocompleteProps) {
  const [value, setValue] = useKeptValue(props.value, props.onValueChange)
  const options = props.options.filter((option) =>
    option.label.toLowerCase().startsWith(value.trim().toLowerCase()),
  )
  return (
    <Autocomplete
      {...props}
      value={value}
      options={options}
      onValueChange={setValue}
      onChoose={(id) => {
        const chosen = props.options.find((option) => option.id === id)
        if (chosen) setValue(chosen.label)
        props.onChoose(id)
      }}
    />
  )
}

const meta = {
  title: 'Components/Autocomplete',
  component: Autocomplete,
  tags: ['autodocs'],
  parameters: componentDocs(
    'A text box that suggests options as a person types, built on the WAI-ARIA combobox pattern with a listbox popup. ArrowDown opens the list and moves down, ArrowUp moves up, Enter chooses the highlighted option, Escape closes the list (or clears the text when it is closed); focus never leaves the box, the highlighted option is named by `aria-activedescendant`, and the number of matches is announced politely. It decides nothing about matching: pass the options already filtered (on /forms/elements a machine filters the 100 titles of `/api/autocomplete/data`), and the status `loading` or `error` while they load. Every word it says comes in through `texts`, translated by the screen.',
  ),
  args: {
    label: 'Fruit',
    caption: 'Type to search, then choose one.',
    value: '',
    options: fruits,
    status: 'ready',
    texts: {
      loading: 'Loading…',
      failure: 'The fruits could not be loaded.',
      retry: 'Try again',
      noMatch: 'No fruit matches.',
      matchCount: (count) => `${count} fruits found.`,
    },
    onValueChange: fn(),
    onChoose: fn(),
    onRetry: fn(),
  },
  render: (args) => <FilteredAutocomplete {...args} />,
} satisfies Meta<typeof Autocomplete>

export default meta
type Story = StoryObj<typeof meta>

export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('combobox', { name: 'Fruit' })
    await userEvent.type(box, 'ap')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const apricot = canvas.getByRole('option', { name: 'Apricot' })
    await expect(apricot).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', apricot.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onChoose).toHaveBeenCalledWith(2)
    await expect(box).toHaveValue('Apricot')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
  },
}

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Fruit' }), 'kiwi')
    await expect(canvas.getByRole('status')).toHaveTextContent('No fruit matches.')
    await expect(canvas.queryByRole('listbox')).toBeNull()
  },
}

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('The fruits could not be loaded.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const DisabledWithError: Story = {
  args: { disabled: true, isRequired: true, error: 'Choose a fruit from the list.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: /^Fruit/ })
    await expect(box).toBeDisabled()
    await expect(box).toHaveAccessibleDescription(
      'Type to search, then choose one. Choose a fruit from the list.',
    )
  },
}
