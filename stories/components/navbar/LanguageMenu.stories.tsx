import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LanguageMenu } from '../../../src/components/navbar/LanguageMenu'

const meta = {
  title: 'Components/Navbar/LanguageMenu',
  component: LanguageMenu,
  args: { language: 'pt', label: 'Language', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageMenu>

export default meta
type Story = StoryObj<typeof meta>

export const PortugueseChecked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Language: Português' }),
    )
    const menu = within(document.body).getByRole('menu')
    await waitFor(() => expect(menu).toBeVisible())
    await expect(within(menu).getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }))
    await expect(args.onChange).toHaveBeenCalledWith('ar')
  },
}
