import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchButton } from '../../../src/components/navbar/SearchButton'

const meta = {
  title: 'Components/Navbar/SearchButton',
  component: SearchButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The navbar's button that opens `SearchDialog`; it shows the ⌘K / Ctrl K hint and tells assistive technology the shortcuts (`aria-keyshortcuts`).\n\n**Do** use `isIconOnly` on phones: the name stays for screen readers. **Do** give it a `ref`, so focus returns to it when the search closes.",
      },
    },
  },
  args: { label: 'Search', onClick: fn() },
} satisfies Meta<typeof SearchButton>

export default meta
type Story = StoryObj<typeof meta>

/** The named button with its shortcuts; a click opens the search. */
export const WithShortcutHint: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' })
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalled()
  },
}

/** On a phone only the magnifier shows; the button keeps its name. */
export const IconOnly: Story = {
  args: { isIconOnly: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' })
    await expect(button).not.toHaveTextContent('Search')
  },
}
