// Shared by the calendar stories: where the screen is mounted, its story options, handler
// overrides, and the queries a play repeats. The sample data is pinned to Monday 2026-03-16.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { calendarHandlers } from '../../../src/mocks/handlers/calendar'
import {
  CalendarScreen,
  type CalendarScreenProps,
} from '../../../src/screens/calendar/CalendarScreen'
import { CurrentAddress, expectAddress, findDialog } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

export const calendarPath = '/apps/calendar'

/** The router parameters of a story that opens the calendar at `search` (e.g. `?view=week`). */
export const calendarAt = (search = '') => ({
  router: { initialEntry: `${calendarPath}${search}`, path: calendarPath },
})

/** Toasts and an Undo window that stay while a play looks at them. */
export const storyOptions: CalendarScreenProps['options'] = { noticeMs: 60_000, undoMs: 60_000 }

/** The calendar screen with the address line, as every calendar story renders it. */
export function CalendarStory(props: CalendarScreenProps) {
  return (
    // The address wraps: a long one (several categories) must not widen a phone's page.
    <div style={{ padding: 16, overflowWrap: 'anywhere' }}>
      <CalendarScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

export const calendarMeta = {
  component: CalendarScreen,
  // "Today" is the sample data's pinned day, not the browser's clock.
  args: { options: storyOptions, now: pinnedReferenceDay },
  render: (args) => <CalendarStory {...args} />,
  parameters: calendarAt(),
} satisfies Meta<typeof CalendarScreen>

/** Puts `first` before the calendar group's handlers: it answers its route, the rest as usual. */
export const calendarWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { calendar: [...first, ...calendarHandlers] } },
})

/** The events call failing until the play recovers it (then as usual, so retry works). */
export const eventsFailing = () =>
  failingUntilRecovered('get', '*/apps/calendar/events', 'The calendar store is busy.')

/** Every update-event fails (a drag cannot be saved). */
export const updatesFail = () =>
  http.post('*/apps/calendar/update-event', () =>
    HttpResponse.json({ message: 'The calendar is read-only today.' }, { status: 503 }),
  )

/** add-event never answers: the drawer stays saving. */
export const addNeverAnswers = () =>
  http.post('*/apps/calendar/add-event', async () => {
    await delay('infinite')
  })

/** The calendar (its region is named by what it shows), once its events have loaded. */
export async function findBoard(canvas: Canvas) {
  const board = await canvas.findByRole('region', {}, { timeout: 8000 })
  await waitFor(() => expect(canvas.queryByText('Loading events…')).toBeNull(), { timeout: 8000 })
  return board
}

/** An event on the calendar, by the start of its accessible name (its title). */
export const findEvent = (canvas: Canvas, title: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${escape(title)},`) }, { timeout: 8000 })

export const queryEvent = (canvas: Canvas, title: string) =>
  canvas.queryByRole('button', { name: new RegExp(`^${escape(title)},`) })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The sidebar's "Add event": the drawer, once open. */
export async function openAddEvent(canvas: Canvas) {
  await findBoard(canvas)
  await userEvent.click(canvas.getAllByRole('button', { name: 'Add event' })[0] as HTMLElement)
  return findDialog('Add event')
}

/** The toast's text once it shows `text`. */
export const expectToast = (text: string) =>
  waitFor(() => expect(within(document.body).getByText(text)).toBeVisible())

/** Waits until no dialog is open. */
export const dialogsClosed = () =>
  waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull())

export { expectAddress, findDialog }

const center = (element: Element) => {
  const box = element.getBoundingClientRect()
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }
}

/**
 * Drags an element onto another with the mouse events FullCalendar listens to (down on the
 * event, moves and up on the document), in small steps as a hand would. FullCalendar handles
 * each mouse event as it comes (a mouse drag has no activation delay, only a distance), so the
 * steps need no pause between them.
 */
export function dragOnto(element: Element, target: Element) {
  const from = center(element)
  const to = center(target)
  const mouse = { bubbles: true, cancelable: true, button: 0, view: window }
  element.dispatchEvent(new MouseEvent('mousedown', { ...mouse, ...from }))
  for (let step = 1; step <= 8; step += 1) {
    const at = {
      clientX: from.clientX + ((to.clientX - from.clientX) * step) / 8,
      clientY: from.clientY + ((to.clientY - from.clientY) * step) / 8,
    }
    document.dispatchEvent(new MouseEvent('mousemove', { ...mouse, ...at }))
  }
  document.dispatchEvent(new MouseEvent('mouseup', { ...mouse, ...to }))
}

/** A day's cell of the month grid. */
export function dayCell(canvasElement: HTMLElement, date: string): HTMLElement {
  const cell = canvasElement.querySelector<HTMLElement>(`[role="cell"][data-date="${date}"]`)
  if (!cell) throw new Error(`no cell for ${date}`)
  return cell
}
