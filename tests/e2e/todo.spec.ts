import { type Page } from '@playwright/test'
import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The to-do list as a person uses it, against the built app and its back end in the service
// worker: a task's life (add, complete, delete, restore) and the manual order, moved by
// keyboard and by mouse, kept through a reload.

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' })
const titles = (page: Page) => taskList(page).locator('.cea-todo-row__title').allTextContents()
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const filter = (page: Page, name: string | RegExp) =>
  page.getByRole('complementary', { name: 'Task filters' }).getByRole('link', { name })

async function openList(page: Page) {
  await page.goto('/apps/todo')
  await expect(taskList(page).getByRole('listitem')).toHaveCount(10)
}

test('add a task, complete it, find it under Completed, delete it, restore it from Deleted', async ({
  page,
}) => {
  await openList(page)
  await page.getByRole('button', { name: 'Add task' }).click()
  const drawer = page.getByRole('dialog', { name: 'Add task' })
  await drawer.getByRole('button', { name: 'Add' }).click()
  await expect(drawer.getByText('Enter a title.')).toBeVisible()
  await drawer.getByRole('textbox', { name: 'Title' }).fill('Book the team lunch')
  await drawer.getByLabel(/^Due date/).fill('2030-05-04')
  await drawer.getByRole('checkbox', { name: 'Team' }).check()
  // The description is rich text: a word in bold from the keyboard.
  const description = drawer.getByRole('textbox', { name: 'Description' })
  await description.click()
  await description.pressSequentially('Ask about ')
  await description.press('ControlOrMeta+b')
  await description.pressSequentially('allergies')
  await drawer.getByRole('button', { name: 'Add' }).click()
  await expect(drawer).toBeHidden()
  await expect(toast(page, '“Book the team lunch” was added.')).toBeVisible()
  await expect.poll(() => titles(page)).toContain('Book the team lunch')

  await page.getByRole('checkbox', { name: 'Mark Book the team lunch as completed' }).check()
  await expect(filter(page, 'Completed 4 in total')).toBeVisible()
  await filter(page, 'Completed 4 in total').click()
  await expect(page).toHaveURL(/\/apps\/todo\?filter=completed$/)
  await expect(taskList(page).getByRole('listitem')).toHaveCount(4)
  await expect.poll(() => titles(page)).toContain('Book the team lunch')

  await page.getByRole('button', { name: 'Delete Book the team lunch' }).click()
  await expect(toast(page, '“Book the team lunch” was deleted.')).toBeVisible()
  await expect(taskList(page).getByRole('listitem')).toHaveCount(3)
  await filter(page, /^Deleted/).click()
  await expect(page).toHaveURL(/filter=deleted/)
  const restore = page.getByRole('button', { name: 'Restore Book the team lunch' })
  await expect(restore).toBeVisible()
  await restore.click()
  await expect(toast(page, '“Book the team lunch” was restored.')).toBeVisible()
  await expect(restore).toBeHidden()

  // Back under Completed after a reload: the store kept every step, the bold word too.
  await page.goto('/apps/todo?filter=completed')
  await expect.poll(() => titles(page)).toContain('Book the team lunch')
  await page.getByRole('button', { name: 'Edit Book the team lunch' }).click()
  const reopened = page.getByRole('dialog', { name: 'Edit task' })
  await expect(reopened.getByRole('textbox', { name: 'Description' }).locator('strong')).toHaveText(
    'allergies',
  )
  await expect(reopened.getByRole('textbox', { name: 'Description' })).toHaveText(
    'Ask about allergies',
  )
})

test('move a task down by keyboard; the order survives a reload', async ({ page }) => {
  await openList(page)
  const before = await titles(page)
  const handle = page.getByRole('button', { name: `Move ${before[0]}` })
  await handle.focus()
  // Each key waits for dnd-kit's announcement of the step before it, as a screen reader user would.
  const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached()
  await page.keyboard.press('Space')
  await announced(`Picked up ${before[0]}. It is at position 1 of 10.`)
  await page.keyboard.press('ArrowDown')
  await announced(`${before[0]} moved to position 2 of 10.`)
  await page.keyboard.press('ArrowDown')
  await announced(`${before[0]} moved to position 3 of 10.`)
  const saved = page.waitForResponse((response) => response.url().includes('/reorder-tasks'))
  await page.keyboard.press('Space')
  expect((await saved).ok()).toBe(true)
  const expected = [before[1], before[2], before[0], ...before.slice(3)]
  await expect.poll(() => titles(page)).toEqual(expected)
  await expect(page.getByText(`${before[0]} dropped at position 3 of 10.`)).toBeAttached()
  await page.reload()
  await expect(taskList(page).getByRole('listitem')).toHaveCount(10)
  await expect.poll(() => titles(page)).toEqual(expected)
})

test('drag a task with the mouse; the order survives a reload', async ({ page }) => {
  await openList(page)
  const before = await titles(page)
  const handle = page.getByRole('button', { name: `Move ${before[4]}` })
  const target = taskList(page).getByRole('listitem').nth(1)
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('no boxes')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 })
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 4, { steps: 20 })
  // The drop lands where dnd-kit last found the task to be over, after a render: wait for its
  // announcement of that place (its live region) rather than a pause.
  await expect(
    page.getByText(`${before[4]} moved to position 2 of 10.`, { exact: true }),
  ).toBeAttached()
  const saved = page.waitForResponse((response) => response.url().includes('/reorder-tasks'))
  await page.mouse.up()
  expect((await saved).ok()).toBe(true)
  const expected = [before[0], before[4], before[1], before[2], before[3], ...before.slice(5)]
  await expect.poll(() => titles(page)).toEqual(expected)
  await page.reload()
  await expect(taskList(page).getByRole('listitem')).toHaveCount(10)
  await expect.poll(() => titles(page)).toEqual(expected)
})
