import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { blogHandlers, blogScenarios } from '../../../src/mocks/handlers/blog'
import { BlogEditorScreen } from '../../../src/screens/blog/BlogEditorScreen'
import { CurrentAddress, expectAddress } from '../email/emailStory'

const editorAt = (entry: string) => ({
  router: { initialEntry: entry, path: '/pages/blog/:page/:id?' },
})
const editorScenario = (name: keyof typeof blogScenarios) => ({
  ...editorAt('/pages/blog/edit/1'),
  msw: { handlers: { blog: blogScenarios[name] } },
})
const blogWith = (...first: Parameters<typeof http.post>[]) => ({
  msw: {
    handlers: { blog: [...first.map((args) => http.post(...args)), ...blogHandlers] },
  },
})

/** The editor while the address is the editor's (a story may leave it), and the address. */
function EditorPage() {
  const { pathname } = useLocation()
  return (
    <div style={{ padding: 16 }}>
      {pathname.startsWith('/pages/blog/edit') ? (
        <BlogEditorScreen options={{ autosaveMs: 600_000, slugCheckMs: 0 }} />
      ) : null}
      <CurrentAddress />
    </div>
  )
}

const meta = {
  title: 'Screens/Blog/Editor',
  component: BlogEditorScreen,
  render: () => <EditorPage />,
  parameters: editorAt('/pages/blog/edit'),
} satisfies Meta<typeof BlogEditorScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const findForm = (canvas: Canvas, name: string) =>
  canvas.findByRole('form', { name }, { timeout: 5000 })
const textbox = (form: HTMLElement, name: string) =>
  within(form).getByRole('textbox', { name: new RegExp(`^${name}`) })
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAWB8bZQAAAABJRU5ErkJggg=='

/** A new post's form filled in: title (the slug follows), a category, an image, a body. */
async function fillNewPost(canvas: Canvas, title: string) {
  const form = await findForm(canvas, 'Write a post')
  await userEvent.type(textbox(form, 'Title'), title)
  await userEvent.click(await within(form).findByRole('checkbox', { name: 'Travel' }))
  const bytes = Uint8Array.from(atob(pixel.split(',')[1] ?? ''), (c) => c.charCodeAt(0))
  await userEvent.upload(
    within(form).getByLabelText(/^Featured image/),
    new File([bytes], 'cover.png', { type: 'image/png' }),
  )
  await within(form).findByRole('img', { name: 'Featured image preview' })
  // The first click loads the editor (Tiptap), which takes the focus once shown.
  await userEvent.click(within(form).getByRole('textbox', { name: /^Content/ }))
  await within(form).findByRole('toolbar')
  await userEvent.click(within(form).getByRole('textbox', { name: /^Content/ }))
  await userEvent.keyboard('Four days on the river.')
  return form
}

/** Picks the status and presses the button it names (Publish, Schedule). */
async function saveAs(form: HTMLElement, status: string, button: string) {
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), status)
  await userEvent.click(within(form).getByRole('button', { name: button }))
}

/** A new post: every field empty, the status Draft, the button Save draft. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Write a post')
    await expect(textbox(form, 'Title')).toHaveValue('')
    await expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('Draft')
    await expect(await within(form).findByRole('textbox', { name: /^Content/ })).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Save draft' })).toBeVisible()
  },
}

/** Editing a sample post: its fields loaded; the slug is checked and free. */
export const Editing: Story = {
  parameters: editorAt('/pages/blog/edit/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Edit “Packing light for a week in Lisbon”')
    await expect(textbox(form, 'Slug')).toHaveValue('packing-light-for-a-week-in-lisbon')
    await expect(within(form).getByRole('checkbox', { name: 'Travel' })).toBeChecked()
    await expect(within(form).getByRole('combobox', { name: 'Status' })).toHaveValue('Published')
    await userEvent.type(textbox(form, 'Excerpt'), ' More.')
    await expect(within(form).getByRole('status')).toHaveTextContent('Unsaved changes')
    // The body keeps its section heading (written as an h4, a section under the page's h1).
    await userEvent.click(within(form).getByRole('textbox', { name: /^Content/ }))
    await within(form).findByRole('toolbar')
    const content = within(within(form).getByRole('textbox', { name: /^Content/ }))
    await expect(content.getByRole('heading', { level: 2, name: 'What went in' })).toBeVisible()
  },
}

/** Delete asks first: Keep the post stays; Delete removes it and the blog list says so. */
export const DeletePrompt: Story = {
  parameters: editorAt('/pages/blog/edit/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(document.body)
    const form = await findForm(canvas, 'Edit “Packing light for a week in Lisbon”')
    await userEvent.click(within(form).getByRole('button', { name: 'Delete post' }))
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this post?' })
    await expect(dialog).toHaveTextContent('“Packing light for a week in Lisbon” will be removed')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the post' }))
    await expect(textbox(form, 'Title')).toHaveValue('Packing light for a week in Lisbon')
    await userEvent.click(within(form).getByRole('button', { name: 'Delete post' }))
    const again = await body.findByRole('alertdialog', { name: 'Delete this post?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }))
    await expectAddress(canvas, '/pages/blog/list')
  },
}

/** Publish with nothing filled in: each problem at its field. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Write a post')
    await saveAs(form, 'Scheduled', 'Schedule')
    await expect(textbox(form, 'Title')).toHaveAccessibleDescription('This field is required.')
    await expect(within(form).getByLabelText(/^Publish on/)).toHaveAccessibleDescription(
      'This field is required.',
    )
    await expect(
      within(form).getByRole('group', { name: 'Categories' }),
    ).toHaveAccessibleDescription('This field is required.')
    // As a file dialog set to "All files" would: past the picker's `accept`.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(form).getByLabelText(/^Featured image/),
        new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' }),
      )
    await expect(
      await within(form).findByText('Choose a PNG, JPEG, GIF or WebP image.'),
    ).toBeVisible()
  },
}

/** Publishing: the button is busy while the back end has not answered. */
export const Saving: Story = {
  parameters: blogWith([
    '*/blog/list/data/post',
    async () => {
      await delay('infinite')
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await fillNewPost(canvas, 'Cycling the Danube')
    await saveAs(form, 'Published', 'Publish')
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: /^Publish/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
  },
}

/** Published: a notice with a link to the post, and the post's id in the address. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await fillNewPost(canvas, 'Cycling the Danube')
    await saveAs(form, 'Published', 'Publish')
    await expect(await canvas.findByText('Post published.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'View the post' })).toHaveAttribute(
      'href',
      '/pages/blog/detail/7',
    )
    await expectAddress(canvas, '/pages/blog/edit/7')
  },
}

/** A title whose slug another post has: said at the slug as soon as it is checked. */
export const SlugTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Write a post')
    await userEvent.type(textbox(form, 'Title'), 'Filming product videos on a phone')
    await waitFor(() =>
      expect(textbox(form, 'Slug')).toHaveAccessibleDescription(
        'Another post already uses this slug.',
      ),
    )
    await userEvent.clear(textbox(form, 'Slug'))
    await userEvent.type(textbox(form, 'Slug'), 'phone-videos')
    await expect(await within(form).findByText('This slug is free.')).toBeVisible()
  },
}

/** Leaving with unsaved edits asks first: Keep editing stays, Leave goes. */
export const UnsavedPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(document.body)
    const form = await findForm(canvas, 'Write a post')
    await userEvent.type(textbox(form, 'Title'), 'Half a thought')
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the blog' }))
    const dialog = await body.findByRole('alertdialog', { name: 'Leave without saving?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    await expect(textbox(form, 'Title')).toHaveValue('Half a thought')
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the blog' }))
    const again = await body.findByRole('alertdialog', { name: 'Leave without saving?' })
    await userEvent.click(within(again).getByRole('button', { name: 'Leave' }))
    await expectAddress(canvas, '/pages/blog/list')
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  parameters: editorAt('/pages/blog/edit/3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Edit “Designing dashboards people actually read”')
    await expect(await within(form).findByRole('textbox', { name: /^Content/ })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** A post's fields on their way: the page says so. */
export const Loading: Story = {
  parameters: editorScenario('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the post…')).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
  },
}

/** The post could not be loaded: said in words, with Try again. */
export const LoadFailed: Story = {
  parameters: editorScenario('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/The post could not be loaded/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** An address with no such post. */
export const NotFound: Story = {
  parameters: editorAt('/pages/blog/edit/999'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Post not found' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  parameters: editorAt('/pages/blog/edit/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'Edit “Packing light for a week in Lisbon”')
    await expect(form.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  parameters: editorAt('/pages/blog/edit/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await findForm(canvas, 'تعديل «Packing light for a week in Lisbon»')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(within(form).getByRole('button', { name: 'نشر' })).toBeVisible()
  },
}
