import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { blogScenarios } from '../../../src/mocks/handlers/blog'
import { BlogPostScreen } from '../../../src/screens/blog/BlogPostScreen'

const route = '/pages/blog/detail/:id?'
const postAt = (id: number | string) => ({
  router: { initialEntry: `/pages/blog/detail/${id}`, path: route },
})
const scenario = (name: keyof typeof blogScenarios) => ({
  ...postAt(1),
  msw: { handlers: { blog: blogScenarios[name] } },
})

const meta = {
  title: 'Screens/Blog/Post',
  component: BlogPostScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <BlogPostScreen />
    </div>
  ),
  parameters: postAt(1),
} satisfies Meta<typeof BlogPostScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const lisbon = 'Packing light for a week in Lisbon'
const findTitle = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })

/** The post, its tags and share links; a reply joins its comment; the bookmark toggles. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, lisbon)
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('Travel')
    const share = canvas.getByRole('navigation', { name: 'Share' })
    await expect(within(share).getAllByRole('link')).toHaveLength(3)
    const bookmark = canvas.getByRole('button', { name: 'Bookmark' })
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(bookmark)
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false')

    const comments = canvas.getByRole('region', { name: 'Comments (2)' })
    await userEvent.click(within(comments).getByRole('button', { name: 'Reply to Priya Raman' }))
    await userEvent.type(
      within(comments).getByRole('textbox', { name: 'Your reply to Priya Raman' }),
      'Same here.',
    )
    await userEvent.click(within(comments).getByRole('button', { name: 'Post reply' }))
    const thread = await canvas.findByRole('region', { name: 'Comments (3)' })
    await waitFor(() => expect(within(thread).getByText('Same here.')).toBeVisible())
    await expect(within(thread).queryByRole('textbox', { name: /Your reply/ })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: scenario('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the post…')).toBeVisible()
  },
}

export const Error: Story = {
  parameters: scenario('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/The post could not be loaded/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: postAt(999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Post not found')
    await expect(canvas.getByRole('link', { name: 'Read the newest post' })).toHaveAttribute(
      'href',
      '/pages/blog/detail',
    )
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, lisbon)
    await expect(canvas.getByRole('textbox', { name: 'Your comment' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = await findTitle(canvas, lisbon)
    await expect(title.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, lisbon)
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('region', { name: 'التعليقات (2)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'حفظ' })).toBeVisible()
  },
}
