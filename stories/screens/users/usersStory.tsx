// Shared by the users list stories: where the screen is mounted, its story options,
// handler overrides, and the queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { usersHandlers } from '../../../src/mocks/handlers/users'
import {
  UsersListScreen,
  type UsersListScreenProps,
} from '../../../src/screens/users/UsersListScreen'
import { CurrentAddress, findDialog } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

export const usersPath = '/apps/user/list'

/** The router parameters of a story that opens the users list at `search` (e.g. `?page=2`). */
export const usersAt = (search = '') => ({
  router: { initialEntry: `${usersPath}${search}`, path: usersPath },
})

/** A search that runs at once, and an Undo window that stays open while a play looks at it. */
export const storyOptions: UsersListScreenProps['options'] = { searchDelayMs: 0, undoMs: 60_000 }

/** The users list with the address line, as every users story renders it. */
export function UsersStory(props: UsersListScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <UsersListScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

/** What every users story file's meta shares: the screen at its route, with the story options. */
export const usersMeta = {
  component: UsersListScreen,
  args: { options: storyOptions },
  render: (args) => <UsersStory {...args} />,
  parameters: usersAt(),
} satisfies Meta<typeof UsersListScreen>

/** Puts `first` before the users group's handlers: it answers its route, the rest as usual. */
export const usersWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { users: [...first, ...usersHandlers] } },
})

/** An add-user call that never answers: the drawer stays in its saving state. */
export const addUserNeverAnswers = http.post('*/apps/users/add-user', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** The export call fails on the server's side (500). */
export const exportFails = http.get('*/api/users/list/export', () =>
  HttpResponse.json({ message: 'The export service is down.' }, { status: 500 }),
)

/** The users table once its rows are there (the loading skeleton is another table, same name). */
export const findUsersTable = (canvas: Canvas, name: string | RegExp = 'Users list') =>
  waitFor(
    () => {
      const table = canvas.getByRole('table', { name })
      within(table).getAllByRole('rowheader')
      return table
    },
    { timeout: 5000 },
  )

/** The table's body rows (each names its user in a row header), not the header row. */
export const userRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)

/** The row of one user, by the name in its row header. */
export function rowOf(table: HTMLElement, fullName: string): HTMLElement {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${fullName}`) })
  const row = header.closest('tr')
  if (!row) throw new Error(`No row for ${fullName}`)
  return row
}

/** The names of the users shown, in order. */
export const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.cea-users-person__name')?.textContent ?? '')

/** A stat card's number, as shown (e.g. "Total users" → "50"). */
export function statCard(canvas: Canvas, label: string, listName = 'User counts') {
  const cards = within(canvas.getByRole('list', { name: listName })).getAllByRole('listitem')
  const card = cards.find((item) => item.textContent?.startsWith(label))
  if (!card) throw new Error(`No stat card ${label}`)
  return card
}

/** Waits until the stat cards show these numbers. */
export const expectStats = (canvas: Canvas, stats: Record<string, number>) =>
  waitFor(async () => {
    for (const [label, value] of Object.entries(stats))
      await expect(statCard(canvas, label)).toHaveTextContent(`${label}${value}`)
  })

/** Opens the add-user drawer from the toolbar, once the table is there: the dialog element. */
export async function openAddUser(canvas: Canvas) {
  await findUsersTable(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'Add user' }))
  return findDialog('Add user')
}

/** The drawer's fields, by label (a required field's marker is hidden from its name). */
export const field = (drawer: Canvas, label: string) =>
  drawer.getByRole(label === 'Role' || label === 'Plan' ? 'combobox' : 'textbox', {
    name: label,
  })

/** Types a whole new user into the drawer (every field valid unless `overrides` says). */
export async function fillNewUser(drawer: Canvas, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Full name': 'Ines Carvalho',
    Username: 'ines.carvalho',
    Email: 'ines@tagus.pt',
    Contact: '+351 912 345 678',
    Company: 'Tagus Robotics',
    Country: 'Portugal',
    ...overrides,
  }
  // Pasted: one change per field keeps the play short on a busy machine.
  for (const [label, value] of Object.entries(values)) {
    await userEvent.click(field(drawer, label))
    await userEvent.paste(value)
  }
  await userEvent.selectOptions(field(drawer, 'Role'), 'Editor')
  await userEvent.selectOptions(field(drawer, 'Plan'), 'Team')
}

/** The drawer's own submit button (the toolbar's "Add user" is outside it). */
export const submitButton = (drawer: Canvas) => drawer.getByRole('button', { name: 'Add user' })

export { findDialog }
