// Shared by the chat stories: where the screen is mounted, store set-ups run before a story
// renders, handler overrides, and the queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Chat, ChatProfileUser } from '../../../src/api/types/chat'
import { getStore } from '../../../src/mocks/db/instance'
import { chatHandlers, chatProfileUserTable, chatsTable } from '../../../src/mocks/handlers/chat'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import { ChatScreen, type ChatScreenProps } from '../../../src/screens/chat/ChatScreen'
import { CurrentAddress, expectAddress, findDialog } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story that opens `/apps/chat` or the chat with `contactId`. */
export const chatAt = (contactId?: number) => ({
  router: {
    initialEntry: contactId === undefined ? '/apps/chat' : `/apps/chat/${contactId}`,
    path: '/apps/chat/:contactId?',
  },
})

/** The chat screen with the address line, as every chat story renders it. */
export function ChatStory(props: ChatScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <ChatScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

export const chatMeta = {
  component: ChatScreen,
  args: { options: { searchDelayMs: 0 } },
  render: (args) => <ChatStory {...args} />,
  parameters: chatAt(),
} satisfies Meta<typeof ChatScreen>

/** Puts `first` before the chat group's handlers: it answers its route, the rest as usual. */
export const chatWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { chat: [...first, ...chatHandlers] } },
})

/** A story loader: changes the story's fresh store before the screen asks it anything. */
export const withChats = (change: (chats: readonly Chat[]) => Chat[]) => async () => {
  getStore().transaction((tx) => tx.write(chatsTable, change(tx.read(chatsTable))))
  return {}
}

export const withProfile = (change: Partial<ChatProfileUser>) => async () => {
  getStore().transaction((tx) =>
    tx.write(
      chatProfileUserTable,
      tx.read(chatProfileUserTable).map((profile) => ({ ...profile, ...change })),
    ),
  )
  return {}
}

/** The chat call at `path` failing until the play recovers it (then as usual, so retry works). */
export const chatFailing = (method: 'get' | 'post', path: string) =>
  failingUntilRecovered(method, `*/apps/chat/${path}`, 'The chat service is resting.')

/** The sidebar's list of chats once its rows are there. */
export async function findChats(canvas: Canvas) {
  const list = await canvas.findByRole('list', { name: 'Chats' }, { timeout: 5000 })
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0))
  return list
}

/** The open chat's messages (a scrollable region), once the first ones are drawn. */
export async function findMessages(canvas: Canvas, name: string) {
  const region = await canvas.findByRole(
    'region',
    { name: `Messages with ${name}` },
    { timeout: 10_000 },
  )
  await within(region).findAllByRole('listitem')
  return region
}

/** The texts of the messages on screen, in order. */
export const shownMessages = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('.cea-chat-message__text'), (text) => text.textContent ?? '')

/** Types into the composer of the open chat with `name` and presses Enter. */
export async function sendMessage(canvas: Canvas, name: string, text: string) {
  const box = await canvas.findByRole('textbox', { name: `Message to ${name}` })
  await userEvent.click(box)
  await userEvent.type(box, `${text}{Enter}`)
  return box
}

export { expectAddress, findDialog }
