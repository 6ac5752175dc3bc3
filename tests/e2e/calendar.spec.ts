import { type Locator, type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'
import { framesRendered } from './support/frames'

// The calendar as a person uses it, against the built app and its back end in the service
// worker: categories switched off, an event added on a day, dragged to the next, kept
// through a reload (the view from the URL, the event from the store), then removed.

/** A day `days` from today on this machine's calendar, YYYY-MM-DD (the sample data's day is today). */
function dayFromToday(days: number): string {
  const day = new Date()
  day.setDate(day.getDate() + days)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`
}

const event = (scope: Page | Locator, title: string) =>
  scope.getByRole('button', { name: new RegExp(`^${title},`) })
const dayCell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`)

/** The first day from two days on whose cell shows no event, and the day after it. */
async function firstFreeDay(page: Page): Promise<[string, string]> {
  for (let days = 2; days <= 5; days += 1) {
    const [day, next] = [dayFromToday(days), dayFromToday(days + 1)]
    const cell = dayCell(page, day)
    if ((await cell.count()) === 0 || (await dayCell(page, next).count()) === 0) continue
    if ((await cell.locator('.fc-event, .fc-daygrid-more-link').count()) === 0) return [day, next]
  }
  throw new Error('no free day in the five days after tomorrow')
}

/** What the back end's worker posts when another tab changed an event (here: event 1). */
const announceOtherTabsWrite = () => {
  const changes = [{ table: 'calendarEvents', ids: [1] }]
  navigator.serviceWorker.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'cea.backend.changed', isFromThisTab: false, changes },
    }),
  )
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Calendars and dates' })

async function openCalendar(page: Page, search = '') {
  await page.goto(`/apps/calendar${search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await expect(page.getByText('Loading events…')).toHaveCount(0, { timeout: 15_000 })
}

/**
 * Drags the event `title` onto a day with the mouse, in steps, and waits for the save.
 * FullCalendar finds the day under the mouse on each move as it comes (a mouse drag has no
 * activation delay, only a distance); the mouse is let go once the drag shows, not after a pause:
 * the event is hidden in its day while its copy (on the page's body) follows the mouse.
 * `whileHeld` runs with the event over its new day, before the mouse is let go.
 */
async function drag(
  page: Page,
  title: string,
  from: Locator,
  to: Locator,
  whileHeld: () => Promise<void> = async () => undefined,
) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('nothing to drag')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2, { steps: 4 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 })
  await expect(from).toBeHidden()
  await expect(event(page, title)).toBeVisible()
  await whileHeld()
  const saved = page.waitForResponse((response) => response.url().includes('/update-event'), {
    timeout: 10_000,
  })
  await page.mouse.up()
  expect((await saved).ok()).toBe(true)
}

test('switch off Business, add a Family event on a day, drag it to the next, reload, remove it', async ({
  page,
}) => {
  const otherCategories = 'calendars=Personal&calendars=Family&calendars=Holiday&calendars=ETC'

  await openCalendar(page)
  await expect(event(page, 'Harbourline renewal call')).toBeVisible()
  await expect(event(page, 'Team lunch')).toBeVisible()

  // Business off: its events are gone, the others stay; the address says so.
  const reloaded = page.waitForResponse((response) => response.url().includes('/calendar/events'))
  await filters(page).getByRole('checkbox', { name: 'Business' }).uncheck()
  // The events load again for the new choice, with a loading line above the grid: the grid moves
  // down and back, so a day is measured for a click only once it has settled.
  await reloaded
  await expect(page.getByText('Loading events…')).toHaveCount(0)
  await expect(event(page, 'Harbourline renewal call')).toHaveCount(0)
  await expect(event(page, 'Release 4.2 rollout')).toHaveCount(0)
  await expect(event(page, 'Team lunch')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`\\?${otherCategories}$`))

  // A click on a free day starts an all-day event there. The sample events move with today, so
  // the day is the first from two days on with nothing on it, its next day in the grid too
  // (today's month grid of six weeks always runs at least five days past today).
  const [chosenDay, nextDay] = await firstFreeDay(page)
  const cell = dayCell(page, chosenDay)
  const box = await cell.boundingBox()
  if (!box) throw new Error('no day cell')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 12)
  const drawer = page.getByRole('dialog', { name: 'Add event' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('checkbox', { name: 'All day' })).toBeChecked()
  await expect(drawer.getByLabel(/^Start date/)).toHaveValue(chosenDay)
  await drawer.getByRole('textbox', { name: /^Title/ }).fill('Piano recital')
  await drawer.getByRole('combobox', { name: 'Calendar' }).selectOption('Family')
  await drawer.getByRole('textbox', { name: 'Location' }).fill('Music school')
  const added = page.waitForResponse((response) => response.url().includes('/add-event'))
  await drawer.getByRole('button', { name: 'Add' }).click()
  expect((await added).status()).toBe(201)
  await expect(drawer).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: '“Piano recital” was added.' }),
  ).toBeVisible()
  const recital = event(dayCell(page, chosenDay), 'Piano recital')
  await expect(recital).toHaveAccessibleName(/^Piano recital, Family, all day/)

  // Dragged to the next day: shown there at once, saved. While it is held there, another tab's
  // write is announced and the events arrive again: the drop is still saved (the list waits for it).
  await drag(page, 'Piano recital', recital, dayCell(page, nextDay), async () => {
    const refetched = page.waitForResponse((response) =>
      response.url().includes('/calendar/events'),
    )
    await page.evaluate(announceOtherTabsWrite)
    await refetched
    await page.evaluate(framesRendered)
  })
  await expect(event(dayCell(page, nextDay), 'Piano recital')).toBeVisible()
  await expect(event(dayCell(page, chosenDay), 'Piano recital')).toHaveCount(0)

  // After a reload: the same view (Business still off) and the event on its new day.
  await page.reload()
  await expect(page.getByText('Loading events…')).toHaveCount(0, { timeout: 15_000 })
  await expect(filters(page).getByRole('checkbox', { name: 'Business' })).not.toBeChecked()
  await expect(event(page, 'Harbourline renewal call')).toHaveCount(0)
  await expect(event(dayCell(page, nextDay), 'Piano recital')).toBeVisible()

  // Removed (the drawer asks first); closing the toast sends the removal at once.
  await event(page, 'Piano recital').click()
  const editor = page.getByRole('dialog', { name: 'Edit event' })
  await expect(editor.getByRole('textbox', { name: 'Location' })).toHaveValue('Music school')
  await editor.getByRole('button', { name: 'Remove' }).click()
  await page
    .getByRole('alertdialog', { name: 'Remove this event?' })
    .getByRole('button', { name: 'Remove' })
    .click()
  const toast = page.getByRole('status').filter({ hasText: '“Piano recital” was removed.' })
  await expect(toast).toBeVisible()
  await expect(event(page, 'Piano recital')).toHaveCount(0)
  const removed = page.waitForResponse((response) => response.url().includes('/remove-event'))
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  expect((await removed).ok()).toBe(true)
  await openCalendar(page, `?${otherCategories}`)
  await expect(event(page, 'Team lunch')).toBeVisible()
  await expect(event(page, 'Piano recital')).toHaveCount(0)
})

test('a shared link opens its view and day; Today comes back', async ({ page }) => {
  await openCalendar(page, '?view=list&date=2030-05-01')
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { level: 2, name: 'May 2030' })).toBeVisible()
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(/\/apps\/calendar\?view=list$/)
  await expect(event(page, 'Team lunch')).toBeVisible()
})

test('a link to the calendar while it is open brings its own view, and the address stays', async ({
  page,
}) => {
  await openCalendar(page)
  await page.getByRole('button', { name: 'Week', exact: true }).click()
  await expect(page).toHaveURL(/\/apps\/calendar\?view=week$/)
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Calendar' })
    .click()
  await expect(page).toHaveURL(/\/apps\/calendar$/)
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Still there once the page has rendered the month and a frame more: nothing wrote the week
  // back (the URL follows the calendar in the effects of the render that shows its view).
  await page.evaluate(framesRendered)
  await expect(page).toHaveURL(/\/apps\/calendar$/)
  await expect(page.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})
