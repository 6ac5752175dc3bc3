import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LanguageMenu } from '../../../src/components/navbar/LanguageMenu'

const meta = {
  title: 'Components/Navbar/LanguageMenu',
  component: LanguageMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The navbar's language menu: the five languages, each in its own name, the current one checked.\n\n**Use it** once, in the navbar. **Do** change the language through `onChange` (the app then turns the page right to left for Arabic).",
      },
    },
  },
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
