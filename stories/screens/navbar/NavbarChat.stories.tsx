import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { ChatsAndContactsResponse } from '../../../src/api/types/chat'
import type { BookmarksResponse } from '../../../src/api/types/search'
import { Navbar } from '../../../src/app/layouts/Navbar'
import { createChatProfileUser } from '../../../src/fixtures/chat'
import { createBookmarkPages } from '../../../src/fixtures/search'
import { searchHandlers } from '../../../src/mocks/handlers/search'
import { NavbarChat } from '../../../src/screens/navbar/NavbarChat'
import { ChatUnreadContext } from '../../../src/screens/navbar/navbarContexts'
import { CurrentPath, navbarMsw, withNavbar } from './navbarStory'

/** The link alone (with the navbar's machines around it) and where the router went. */
const alone = {
  decorators: [withNavbar],
  render: () => (
    <>
      <NavbarChat />
      <CurrentPath />
    </>
  ),
}

const meta = {
  title: 'Screens/Navbar/Chat',
  component: NavbarChat,
  parameters: { msw: { handlers: navbarMsw } },
} satisfies Meta<typeof NavbarChat>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
/** The sample data's chats hold 6 unseen messages (Sofia 3, Yuki 1, …). */
const sampleTotal = 'Chat, unread messages: 6'
const badgeOf = (link: HTMLElement) =>
  link.parentElement?.querySelector(':scope > [aria-hidden="true"]')
/** The link once the total has come: until then (or when it cannot come) it is plain "Chat". */
const findChatLink = (canvas: Canvas, name: string) => canvas.findByRole('link', { name })

/** The msw handlers with the sidebar call answered with `answer`. */
const sidebarAnswering = (answer: () => Response) => ({
  ...navbarMsw,
  chat: [http.get('*/apps/chat/chats-and-contacts', answer)],
})

const noChats = sidebarAnswering(() =>
  HttpResponse.json({
    chatsContacts: [],
    contacts: [],
    profileUser: createChatProfileUser(),
  } satisfies ChatsAndContactsResponse),
)
const failing = sidebarAnswering(() =>
  HttpResponse.json({ message: 'The chat service is not answering.' }, { status: 500 }),
)

type TotalState = 'loading' | 'failed' | 'shown'

/**
 * Where the unread total's machine is, shown under the link: with no count to show, the link
 * reads "Chat" before the answer and after it alike, so a play waits for the answer to be taken
 * in here (the link renders from the same machine, in the same commit).
 */
function ChatTotalState() {
  const state = ChatUnreadContext.useSelector((snapshot): TotalState =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'failed' : 'shown',
  )
  return (
    <p>
      Chat total: <output aria-label="Chat total">{state}</output>
    </p>
  )
}

export const Unread: Story = {
  ...alone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = await findChatLink(canvas, sampleTotal)
    await expect(badgeOf(link)).toHaveTextContent('6')
    await userEvent.click(link)
    await expect(canvas.getByRole('status', { name: 'Current page' })).toHaveTextContent(
      '/apps/chat',
    )
  },
}

/** Once the sidebar call's answer is taken in (`state`): the link is plain "Chat", without a badge. */
const withoutCount = (
  handlers: ReturnType<typeof sidebarAnswering>,
  state: Exclude<TotalState, 'loading'>,
): Story => ({
  decorators: [withNavbar],
  render: () => (
    <>
      <NavbarChat />
      <ChatTotalState />
    </>
  ),
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Chat total' })).toHaveTextContent(state),
    )
    const link = canvas.getByRole('link', { name: 'Chat' })
    await expect(link).toHaveAttribute('href', '/apps/chat')
    await expect(badgeOf(link)).toBeNull()
  },
})

/** Nothing unread: the link has no badge, and its name no count. */
export const NoneUnread = withoutCount(noChats, 'shown')

/** The chat does not answer: the link stays, without a count. */
export const Error = withoutCount(failing, 'failed')

/** A client may not read the chat (as its route says): no link, and no chat call. */
export const SignedInAsClient: Story = {
  ...alone,
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status', { name: 'Current page' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^Chat/ })).toBeNull()
  },
}

export const French: Story = {
  ...alone,
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findChatLink(canvas, 'Messagerie, messages non lus : 6')).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  ...alone,
  globals: { lang: 'ar', dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await findChatLink(canvas, 'الدردشة، الرسائل غير المقروءة: 6')).toBeVisible()
  },
}

/** The whole navbar, as the layouts hold it. */
function WholeNavbar() {
  return <Navbar type="static" color="default" isMenuButtonShown onOpenMenu={fn()} />
}
const toolbar = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('banner', { name: 'Toolbar' }))

/** Every link of the toolbar whose name starts with "Chat". */
const chatLinks = (canvasElement: HTMLElement) =>
  toolbar(canvasElement).queryAllByRole('link', { name: /^Chat/ })

/**
 * In the navbar, with Chat among the bookmarks (as by default): the bookmark carries the total,
 * and no second chat link stands by the bell.
 */
export const InTheNavbar: Story = {
  render: () => <WholeNavbar />,
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement)
    const bookmarks = within(await bar.findByRole('navigation', { name: 'Bookmarks' }))
    const link = await bookmarks.findByRole('link', { name: sampleTotal })
    await expect(link).toHaveAttribute('href', '/apps/chat')
    await expect(badgeOf(link)).toHaveTextContent('6')
    await expect(await bar.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible()
    await expect(chatLinks(canvasElement)).toHaveLength(1)
  },
}

/** The sample bookmarks but Chat. */
const bookmarksWithoutChat = http.get('*/api/bookmarks/data', () => {
  const pages = createBookmarkPages().map((page) =>
    page.target === 'chat' ? { ...page, isBookmarked: false } : page,
  )
  return HttpResponse.json({
    suggestions: pages,
    bookmarks: pages.filter((page) => page.isBookmarked),
  } satisfies BookmarksResponse)
})

/** Chat not bookmarked: the chat link stands after the cart, before the bell. */
export const InTheNavbarWithoutAChatBookmark: Story = {
  render: () => <WholeNavbar />,
  parameters: {
    msw: { handlers: { ...navbarMsw, search: [bookmarksWithoutChat, ...searchHandlers] } },
  },
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement)
    const bookmarks = within(await bar.findByRole('navigation', { name: 'Bookmarks' }))
    await expect(await bookmarks.findByRole('link', { name: 'Todo' })).toBeVisible()
    await expect(bookmarks.queryByRole('link', { name: /^Chat/ })).toBeNull()
    const link = await bar.findByRole('link', { name: sampleTotal })
    const cart = bar.getByRole('button', { name: 'Cart, items: 5' })
    const bell = await bar.findByRole('button', { name: 'Notifications, 3 unread' })
    const following = Node.DOCUMENT_POSITION_FOLLOWING
    await expect(cart.compareDocumentPosition(link) & following).toBe(following)
    await expect(link.compareDocumentPosition(bell) & following).toBe(following)
    await expect(chatLinks(canvasElement)).toHaveLength(1)
  },
}

/** On a phone the link stays in the bar, beside "More", and the bar still fits the screen. */
export const InTheNavbarOnAPhone: Story = {
  render: () => <WholeNavbar />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const bar = toolbar(canvasElement)
    const link = await bar.findByRole('link', { name: sampleTotal })
    // The notifications load on their own: wait for their count on "More".
    await expect(
      await bar.findByRole('button', { name: 'More, 3 unread notifications' }),
    ).toBeVisible()
    await expect(bar.queryByRole('button', { name: /^Cart/ })).toBeNull()
    await waitFor(() => expect(badgeOf(link)).toBeVisible())
    const box = canvasElement.ownerDocument.documentElement
    await expect(box.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  },
}
