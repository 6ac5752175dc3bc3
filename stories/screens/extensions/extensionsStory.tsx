// Shared by the UI kit's extensions stories: the pages at their routes, and the queries a play repeats.
import { expect, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story at `path`. */
export const extensionsAt = (path: string) => ({ router: { initialEntry: path, path } })

/** The toast stack: its landmark, its toasts and its live region. */
export function toastStack() {
  const stack = within(document.body).getByRole('region', { name: 'Notifications' })
  return {
    stack,
    toasts: () => within(stack).queryAllByRole('listitem'),
    announcer: within(stack).getAllByRole('status')[0],
  }
}

/** Waits until the live region has said `text`. */
export const expectAnnounced = async (text: string) =>
  expect(await within(document.body).findByText(text, { exact: true })).toBeInTheDocument()

/** Whether the page scrolls sideways (it must not, at any width). */
export const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)

/** Waits for the page's heading. */
export const findTitle = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })
