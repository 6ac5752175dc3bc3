import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { createLongChat } from '../../../src/fixtures/chat'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import type { ChatScreen } from '../../../src/screens/chat/ChatScreen'
import { chatAt, chatMeta, findMessages, withChats } from './chatStory'

// 10,000 messages with Ingrid: the conversation stays virtualized (a few dozen rows in the DOM)
// from the newest message, where it opens, to the first. `npm run bench` measures this story
// (scripts/bench-chat-conversation.mjs).

const longChatCount = 10_000

const meta = {
  ...chatMeta,
  title: 'Screens/Chat/Long conversation',
  parameters: chatAt(1),
  loaders: [
    withChats((chats) =>
      chats.map((chat) =>
        chat.userId === 1 ? createLongChat(pinnedReferenceDay, longChatCount, 1) : chat,
      ),
    ),
  ],
} satisfies Meta<typeof ChatScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowCount = (region: HTMLElement) => region.querySelectorAll('li').length

export const TenThousandMessages: Story = {
  name: 'Long conversation (10,000 messages)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = await findMessages(canvas, 'Ingrid Solberg')
    // It opens at the newest message.
    const newest = await within(region).findByText(new RegExp(`\\(#${longChatCount}\\)$`))
    await waitFor(() =>
      expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        region.getBoundingClientRect().bottom + 1,
      ),
    )
    await expect(rowCount(region)).toBeLessThan(80)
    region.scrollTop = 0
    const first = await within(region).findByText(/\(#1\)$/)
    await expect(first).toBeVisible()
    await expect(rowCount(region)).toBeLessThan(80)
  },
}
