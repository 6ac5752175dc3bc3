import { Button } from '@primer/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { SkinThemeProvider } from '../../../src/components/skin-theme/SkinThemeProvider'

const meta = {
  title: 'Components/SkinThemeProvider',
  component: SkinThemeProvider,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Primer's theme for one of the kit's skins (light, bordered, dark, semi-dark): its colour mode, its tokens (the dark ones load only when a skin shows them) and `data-skin` for the skin's own CSS.\n\n**Use it** once around the app (the app shell does), and again with `menuSkin(skin)` around the menu for semi-dark. **Don't** set colours by hand: use Primer's tokens, which follow the skin.",
      },
    },
  },
  args: {
    skin: 'dark',
    children: (
      <div style={{ padding: 16, background: 'var(--bgColor-default)' }}>
        <Button variant="primary">Save changes</Button>
      </div>
    ),
  },
} satisfies Meta<typeof SkinThemeProvider>

export default meta
type Story = StoryObj<typeof meta>

/** The dark skin inside a light page: what it holds takes the dark tokens. */
export const DarkSkin: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' })
    await expect(button).toBeVisible()
    const themed = button.closest('[data-skin="dark"]')
    await expect(themed).not.toBeNull()
    await waitFor(() =>
      expect(button.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark'),
    )
  },
}
