import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Dialog } from '../../src/components/dialog/Dialog'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
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
