import { PencilIcon, TrashIcon } from '@primer/octicons-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RowActions } from '../../../src/components/list-table/RowActions'

const meta = {
  title: 'Components/ListTable/RowActions',
  component: RowActions,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A table row's icon buttons (edit, rename, delete…), for a `ListTable` actions column.\n\n**Do** name each button with the row too (\"Delete Amara Okafor\"): a screen reader lists many rows' buttons. **Don't** put more than three here: use a menu.",
      },
    },
  },
  args: {
    actions: [
      { icon: PencilIcon, label: 'Edit Amara Okafor', onClick: fn() },
      { icon: TrashIcon, label: 'Delete Amara Okafor', onClick: fn() },
    ],
  },
} satisfies Meta<typeof RowActions>

export default meta
type Story = StoryObj<typeof meta>

/** Each button is named with the row, and does its own action. */
export const EditAndDelete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Amara Okafor' }))
    await expect(args.actions[1]?.onClick).toHaveBeenCalled()
    await expect(args.actions[0]?.onClick).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Edit Amara Okafor' })).toBeVisible()
  },
}
