import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { chatScenarios } from '../../../src/mocks/handlers/chat'
import type { ChatScreen } from '../../../src/screens/chat/ChatScreen'
import {
  chatAt,
  chatMeta,
  chatWith,
  expectAddress,
  chatFailing,
  findChats,
  findMessages,
  sendMessage,
  shownMessages,
  withChats,
} from './chatStory'

const meta = {
  ...chatMeta,
  title: 'Screens/Chat',
} satisfies Meta<typeof ChatScreen>

export default meta
type Story = StoryObj<typeof meta>

const chatNames = [
  'Mateo Alvarez, unread messages: 2',
  'Ingrid Solberg',
  'Yuki Tanaka, unread messages: 1',
  "Liam O'Connell",
  'Sofia Marchetti, unread messages: 3',
]

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const chats = await findChats(canvas)
    const links = within(chats).getAllByRole('link')
    await expect(links).toHaveLength(chatNames.length)
    for (const [index, name] of chatNames.entries())
      await expect(links[index]).toHaveAccessibleName(name)
    await expect(canvas.getByText('Unread messages: 6')).toBeInTheDocument()
    const contacts = canvas.getByRole('list', { name: 'Contacts' })
    const people = within(contacts).getAllByRole('link')
    await expect(people).toHaveLength(3)
    for (const [index, name] of ['Fatima Zahra Bennani', 'Chidi Okonkwo', 'Arjun Mehta'].entries())
      await expect(people[index]).toHaveAccessibleName(name)
    await expect(people[0]).toHaveAccessibleDescription('Account Manager · Away')
    await expect(
      canvas.getByRole('button', { name: 'Your profile and status: Online' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Start a conversation' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Find someone to talk to' }))
    await expect(canvas.getByRole('searchbox', { name: 'Search chats and contacts' })).toHaveFocus()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { chat: chatScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading chats…')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Chats' })).toBeNull()
  },
}

const sidebarFailing = chatFailing('get', 'chats-and-contacts')

export const ErrorWithRetry: Story = {
  name: 'Error with retry',
  parameters: chatWith(sidebarFailing.handler),
  beforeEach: () => sidebarFailing.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(
      'The chat could not be reached. Check your connection and try again.',
    )
    sidebarFailing.recover()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await findChats(canvas)
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const NoChatsYet: Story = {
  name: 'No chats yet',
  loaders: [withChats(() => [])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'No chats yet. Choose a contact below to start one.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    const contacts = canvas.getByRole('list', { name: 'Contacts' })
    await expect(within(contacts).getAllByRole('link')).toHaveLength(8)
    await expect(canvas.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
  },
}

export const ConversationOpen: Story = {
  name: 'Conversation open',
  parameters: chatAt(7),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const messages = await findMessages(canvas, 'Sofia Marchetti')
    await expect(shownMessages(messages)).toEqual([
      'How did the spring newsletter perform?',
      'Open rate 46%, the best this year.',
      'The customer story drove most of the clicks.',
      'Shall we do one story per issue from now on?',
    ])
    await expect(within(messages).getByText('New messages')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Sofia Marchetti' })).toBeVisible()
    await expect(canvas.getByText('Offline · Marketing Manager')).toBeVisible()
    // Opening the chat marked it seen: its badge went.
    const chats = await findChats(canvas)
    const sofia = within(chats).getByRole('link', { name: 'Sofia Marchetti' })
    await expect(sofia).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByText('Unread messages: 3')).toBeInTheDocument()
    // Another chat from the sidebar: the URL follows.
    await userEvent.click(within(chats).getByRole('link', { name: 'Ingrid Solberg' }))
    await expectAddress(canvas, '/apps/chat/1')
    const ingrid = await findMessages(canvas, 'Ingrid Solberg')
    await expect(
      within(ingrid).getByRole('link', { name: /pilot-interview-notes\.pdf/ }),
    ).toBeVisible()
  },
}

export const NewChatWithAContact: Story = {
  name: 'New chat with a contact',
  parameters: chatAt(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'This is the start of your conversation with Fatima Zahra Bennani. Say hello!',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    const send = canvas.getByRole('button', { name: 'Send' })
    await expect(send).toBeDisabled()
    await sendMessage(canvas, 'Fatima Zahra Bennani', 'Welcome aboard, Fatima!')
    const messages = await findMessages(canvas, 'Fatima Zahra Bennani')
    await waitFor(() => expect(shownMessages(messages)).toEqual(['Welcome aboard, Fatima!']))
    const chats = await findChats(canvas)
    await waitFor(() =>
      expect(within(chats).getAllByRole('link')[0]).toHaveAccessibleName('Fatima Zahra Bennani'),
    )
    const contacts = canvas.getByRole('list', { name: 'Contacts' })
    await expect(within(contacts).queryByRole('link', { name: 'Fatima Zahra Bennani' })).toBeNull()
  },
}

export const Sending: Story = {
  parameters: {
    ...chatAt(1),
    ...chatWith(
      http.post('*/apps/chat/send-msg', async () => {
        await delay('infinite')
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findMessages(canvas, 'Ingrid Solberg')
    const box = await sendMessage(canvas, 'Ingrid Solberg', 'Thursday works.')
    await expect(box).toHaveValue('')
    const messages = canvas.getByRole('region', { name: 'Messages with Ingrid Solberg' })
    await waitFor(() => expect(shownMessages(messages).at(-1)).toBe('Thursday works.'))
    await expect(within(messages).getByText('Sending…')).toBeVisible()
  },
}

const sendFailing = chatFailing('post', 'send-msg')

export const SendFailedWithRetry: Story = {
  name: 'Send failed with retry',
  parameters: { ...chatAt(1), ...chatWith(sendFailing.handler) },
  beforeEach: () => sendFailing.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const messages = await findMessages(canvas, 'Ingrid Solberg')
    await sendMessage(canvas, 'Ingrid Solberg', 'Can we move it to Friday?')
    await expect(await within(messages).findByText('Not sent')).toBeVisible()
    // Nothing typed is lost: the message stays, with its text.
    await expect(shownMessages(messages).at(-1)).toBe('Can we move it to Friday?')
    await expect(within(messages).getByRole('button', { name: 'Delete' })).toBeVisible()
    sendFailing.recover()
    await userEvent.click(within(messages).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(messages).queryByText('Not sent')).toBeNull())
    await expect(shownMessages(messages).at(-1)).toBe('Can we move it to Friday?')
    await expect(within(messages).getAllByText('Sent').length).toBeGreaterThan(0)
  },
}
