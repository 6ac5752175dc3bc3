import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dialog } from '../../../src/components/dialog/Dialog'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Primer's dialog with the kit's conventions: a title and optional subtitle that name and describe it, a close button named in the page's language, and `onClose` told why it closed (close button, Escape).\n\n**Use it** for a short task or a confirmation that must be answered before the page goes on. **Do** pass `closeLabel` from i18next. **Don't** use it for long forms beside the page: use `FormDrawer`.",
      },
    },
    layout: 'fullscreen',
  },
  args: {
    title: 'Modifier le rôle',
    subtitle: 'Les changements valent pour chaque membre du rôle.',
    closeLabel: 'Fermer',
    onClose: fn(),
    children: 'Contenu du dialogue',
  },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

/** Primer's dialog, its close button named in the page's language (here French), not "Close". */
export const CloseButtonInTheLanguage: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = body.getByRole('dialog', { name: 'Modifier le rôle' })
    await expect(dialog).toHaveAccessibleDescription(
      'Les changements valent pour chaque membre du rôle.',
    )
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }))
    await expect(args.onClose).toHaveBeenCalledWith('close-button')
  },
}

/** Escape while the close button has the focus (its tooltip showing) closes the dialog too. */
export const EscapeOnTheCloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const close = within(body.getByRole('dialog', { name: 'Modifier le rôle' })).getByRole(
      'button',
      { name: 'Fermer' },
    )
    close.focus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onClose).toHaveBeenCalledWith('escape')
  },
}
