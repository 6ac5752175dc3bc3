import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { blogScenarios } from '../../../src/mocks/handlers/blog'
import { BlogListScreen } from '../../../src/screens/blog/BlogListScreen'

const listAt = (entry = '/pages/blog/list') => ({
  router: { initialEntry: entry, path: '/pages/blog/list' },
})
const scenario = (name: keyof typeof blogScenarios) => ({
  ...listAt(),
  msw: { handlers: { blog: blogScenarios[name] } },
})

const meta = {
  title: 'Screens/Blog/List',
  component: BlogListScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <BlogListScreen searchDelayMs={0} />
    </div>
  ),
  parameters: listAt(),
} satisfies Meta<typeof BlogListScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const findPosts = (canvas: Canvas, name = 'Posts') =>
  canvas.findByRole('list', { name }, { timeout: 5000 })

/** Six cards of the newest posts; search and a category narrow them; Edit for the admin. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const posts = await findPosts(canvas)
    await expect(within(posts).getAllByRole('article')).toHaveLength(6)
    const lisbon = within(posts).getByRole('article', {
      name: 'Packing light for a week in Lisbon',
    })
    await expect(within(lisbon).getByRole('img')).toHaveAccessibleName(
      'Cover image of “Packing light for a week in Lisbon”',
    )
    await expect(within(lisbon).getByText('Mar 15, 2026')).toBeVisible()
    await expect(within(lisbon).getByRole('link', { name: '2 comments' })).toBeVisible()
    await expect(
      within(lisbon).getByRole('link', { name: 'Edit “Packing light for a week in Lisbon”' }),
    ).toHaveAttribute('href', '/pages/blog/edit/1')
    await expect(canvas.getByRole('link', { name: 'Write a post' })).toBeVisible()

    const sidebar = canvas.getByRole('complementary', { name: 'Blog sidebar' })
    await expect(
      await within(sidebar).findByRole('region', { name: 'Recent posts' }),
    ).toHaveTextContent('Packing light for a week in Lisbon')
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Travel' }))
    await waitFor(() => expect(within(posts).getAllByRole('article')).toHaveLength(2))
    await expect(within(sidebar).getByRole('button', { name: 'Travel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.type(within(sidebar).getByRole('searchbox', { name: 'Search posts' }), 'night')
    await waitFor(() =>
      expect(within(posts).getByRole('article')).toHaveAccessibleName(
        'Night trains are back: Vienna to Amsterdam',
      ),
    )
  },
}

export const Loading: Story = {
  parameters: scenario('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading')
  },
}

export const Empty: Story = {
  parameters: scenario('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No posts have been published yet.')).toBeVisible()
  },
}

/** Who writes finds their drafts and scheduled posts beside the published blog. */
export const Drafts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findPosts(canvas)
    const show = canvas.getByRole('list', { name: 'Show posts' })
    await userEvent.click(within(show).getByRole('button', { name: 'Drafts' }))
    await expect(await canvas.findByText('You have no drafts.')).toBeVisible()
    // Nothing searched: nothing to clear (the status is the choice, not a filter to undo).
    await expect(canvas.queryByRole('button', { name: 'Clear search and category' })).toBeNull()
    await expect(within(show).getByRole('button', { name: 'Drafts' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(within(show).getByRole('button', { name: 'Published' }))
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Posts' })).getAllByRole('article'),
      ).toHaveLength(6),
    )
  },
}

export const Error: Story = {
  parameters: scenario('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/The posts could not be loaded/)).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0)
  },
}

/** A shared link with 12 a page: one column of cards on a phone, nothing wider than the screen. */
export const Phone: Story = {
  globals: phoneViewport,
  parameters: listAt('/pages/blog/list?perPage=12'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const posts = await findPosts(canvas)
    await expect(within(posts).getAllByRole('article')).toHaveLength(6)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const posts = await findPosts(canvas)
    await expect(posts.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  parameters: listAt('/pages/blog/list?category=food'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const posts = await findPosts(canvas, 'المقالات')
    await expect(within(posts).getAllByRole('article')).toHaveLength(2)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('heading', { level: 1, name: 'المدونة' })).toBeVisible()
  },
}
