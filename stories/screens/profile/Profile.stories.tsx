import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { profileHandlers, profileScenarios } from '../../../src/mocks/handlers/profile'
import { ProfileScreen } from '../../../src/screens/profile/ProfileScreen'

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <ProfileScreen />
    </div>
  ),
  parameters: { router: { initialEntry: '/pages/profile', path: '/pages/profile' } },
} satisfies Meta<typeof ProfileScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const withProfile = (handlers: RequestHandler[]) => ({ msw: { handlers: { profile: handlers } } })
const findName = (canvas: Canvas, name = 'Amara Okafor') =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })
const postBy = (canvas: Canvas, author: string) => canvas.getByRole('article', { name: author })

/** The header, the sections and the feed; Load more brings the next posts; Connect and a comment are kept. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    await expect(canvas.getByText('Head of Operations')).toBeVisible()
    await expect(canvas.getByText('Joined December 15, 2022')).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'team offsite' })).toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Twitter feed' })).toHaveTextContent(
      '@opendash',
    )
    const first = postBy(canvas, 'Priya Raman')
    await expect(within(first).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }))
    await expect(await canvas.findByRole('article', { name: 'Finn Gallagher' })).toBeVisible()

    await userEvent.click(canvas.getByRole('button', { name: 'Connect with Léon Dubois' }))
    await expect(canvas.getByRole('button', { name: 'Connected with Léon Dubois' })).toBeDisabled()

    const yusuf = postBy(canvas, 'Yusuf Demir')
    await userEvent.type(within(yusuf).getByRole('textbox', { name: 'Your comment' }), 'On it.')
    await userEvent.click(within(yusuf).getByRole('button', { name: 'Post comment' }))
    await waitFor(() => expect(within(yusuf).getByText('On it.')).toBeVisible())
    await expect(within(yusuf).getByRole('textbox', { name: 'Your comment' })).toHaveValue('')
  },
}

export const Loading: Story = {
  parameters: withProfile(profileScenarios.loading),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading your profile…')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  },
}

export const Error: Story = {
  parameters: withProfile(profileScenarios.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/Your profile could not be loaded/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const EmptyPosts: Story = {
  parameters: withProfile(profileScenarios.emptyPosts),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    await expect(canvas.getByText('No posts yet')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull()
  },
}

// The like's answer waits until the play has seen the like shown, then the server fails.
let releaseLike: (() => void) | null = null
const likeRefusedLater = [
  http.post('*/api/profile/posts/like', async () => {
    await new Promise<void>((resolve) => {
      releaseLike = resolve
    })
    releaseLike = null
    return HttpResponse.json({ message: 'The server could not save this.' }, { status: 500 })
  }),
  ...profileHandlers,
]

/** The like shows at once (liking); the server refuses it: it is put back, and a notice says so. */
export const LikeFailed: Story = {
  parameters: withProfile(likeRefusedLater),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    const post = postBy(canvas, 'Yusuf Demir')
    const like = within(post).getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(like)
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(post).toHaveTextContent('Likes: 313')
    // Once the like has reached the server, it answers.
    await waitFor(() => expect(releaseLike).not.toBeNull())
    releaseLike?.()
    await expect(
      await canvas.findByText('Your like could not be saved, so it was put back.'),
    ).toBeVisible()
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    await expect(post).toHaveTextContent('Likes: 312')
  },
}

/** A vote is sent; the results follow, the vote marked, and the form is gone. */
export const PollVoted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    const poll = canvas.getByRole('region', { name: 'Poll' })
    await userEvent.click(within(poll).getByRole('radio', { name: 'Tuesday' }))
    await userEvent.click(within(poll).getByRole('button', { name: 'Vote' }))
    const results = await within(poll).findByRole('list', { name: 'Results' })
    await expect(results).toHaveTextContent('Tuesday (your vote)Votes: 10 (48%)')
    await expect(within(poll).queryByRole('radio')).toBeNull()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const name = await findName(canvas)
    await expect(name.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findName(canvas)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('region', { name: 'استطلاع' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'تحميل المزيد' })).toBeVisible()
  },
}
