import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { ChatScreen } from '../../../src/screens/chat/ChatScreen'
import { chatAt, chatMeta, expectAddress, findChats, findMessages } from './chatStory'

const meta = {
  ...chatMeta,
  title: 'Screens/Chat/Appearance',
} satisfies Meta<typeof ChatScreen>

export default meta
type Story = StoryObj<typeof meta>

const box = (element: Element) => element.getBoundingClientRect()

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chats = await findChats(canvas)
    // One pane at a time: the chats, with no conversation beside them.
    await expect(canvas.queryByRole('heading', { name: 'Start a conversation' })).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(within(chats).getByRole('link', { name: /^Mateo Alvarez/ }))
    await expectAddress(canvas, '/apps/chat/2')
    const messages = await findMessages(canvas, 'Mateo Alvarez')
    await expect(canvas.queryByRole('list', { name: 'Chats' })).toBeNull()
    await expect(box(messages).right).toBeLessThanOrEqual(window.innerWidth)
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('link', { name: 'Back to chats' }))
    await expectAddress(canvas, '/apps/chat')
    await findChats(canvas)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  parameters: chatAt(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const messages = await findMessages(canvas, 'Mateo Alvarez')
    await expect(messages.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(within(messages).getByText('Pull request goes up before lunch.')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Message to Mateo Alvarez' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  name: 'RTL (Arabic)',
  globals: { dir: 'rtl', lang: 'ar' },
  parameters: chatAt(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'الدردشة' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const messages = await canvas.findByRole(
      'region',
      { name: 'الرسائل مع Mateo Alvarez' },
      { timeout: 10_000 },
    )
    await expect(canvas.getByRole('textbox', { name: 'رسالة إلى Mateo Alvarez' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'إرسال' })).toBeVisible()
    // The sidebar is on the right of the conversation; own messages sit on the left.
    const sidebar = canvas.getByRole('complementary', { name: 'المحادثات وجهات الاتصال' })
    await expect(box(sidebar).left).toBeGreaterThan(box(messages).left)
    const own = await within(messages).findByText('Is the new date picker ready for review?')
    const theirs = within(messages).getByText('Pull request goes up before lunch.')
    await expect(box(own).left).toBeLessThan(box(theirs).left)
  },
}
