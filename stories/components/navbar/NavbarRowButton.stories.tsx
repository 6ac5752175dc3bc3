import { ZapIcon } from '@primer/octicons-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NavbarRowButton } from '../../../src/components/navbar/NavbarRowButton'

const meta = {
  title: 'Components/Navbar/NavbarRowButton',
  component: NavbarRowButton,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A navbar widget as a row of the phone\'s "More" drawer: icon and text, as wide as the drawer and easy to tap, with an optional count badge at its end.\n\n**Do** start `label` with the visible text ("Cart, items: 5"), so voice control finds it by what it shows. **Don\'t** use it in the bar itself: use `CountedIconButton` there.',
      },
    },
  },
  args: { icon: ZapIcon, text: 'Cart', label: 'Cart, items: 5', count: 5, onClick: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavbarRowButton>

export default meta
type Story = StoryObj<typeof meta>

/** The row shows its text and count; its name says the count in words. */
export const WithCount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const row = canvas.getByRole('button', { name: 'Cart, items: 5' })
    await expect(row).toHaveTextContent('Cart')
    await expect(canvas.getByText('5')).toBeVisible()
    await userEvent.click(row)
    await expect(args.onClick).toHaveBeenCalled()
  },
}
