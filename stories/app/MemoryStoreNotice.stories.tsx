import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MemoryStoreNotice } from '../../src/app/MemoryStoreNotice'

// Shown above every page when the back end's worker could not open IndexedDB
// (`GET /api/health` answers `store: 'memory'`): changes live in memory only.
const meta = {
  title: 'App/Memory store notice',
  component: MemoryStoreNotice,
} satisfies Meta<typeof MemoryStoreNotice>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Changes will not survive a reload' }),
    ).toBeVisible()
    await expect(canvas.getByText(/IndexedDB is unavailable/)).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: English.play,
}

export const Arabic: Story = {
  globals: { lang: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'لن تبقى التغييرات بعد إعادة التحميل',
      }),
    ).toBeVisible()
  },
}
