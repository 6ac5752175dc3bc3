// Shared by the roles stories: where the screen is mounted, its story options, handler
// overrides, and the queries a play repeats. The generic table and dialog queries come from
// the users and email stories.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { roleCardMembers } from '../../../src/api/types/roles'
import { createRoles } from '../../../src/fixtures/roles'
import { createUsers } from '../../../src/fixtures/users'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { rolesHandlers } from '../../../src/mocks/handlers/roles'
import { RolesScreen, type RolesScreenProps } from '../../../src/screens/roles/RolesScreen'
import { CurrentAddress, expectAddress, findDialog } from '../email/emailStory'
import { findUsersTable, rowOf, userRows } from '../users/usersStory'

type Canvas = ReturnType<typeof within>

export const rolesPath = '/apps/roles'

/** The router parameters of a story that opens the roles at `search` (e.g. `?accessRole=2`). */
export const rolesAt = (search = '') => ({
  router: { initialEntry: `${rolesPath}${search}`, path: rolesPath },
})

/** A search that runs at once. */
export const storyOptions: RolesScreenProps['options'] = { searchDelayMs: 0 }

/** The roles screen with the address line, as every roles story renders it. */
export function RolesStory(props: RolesScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <RolesScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

/** What every roles story file's meta shares: the screen at its route, with the options. */
export const rolesMeta = {
  component: RolesScreen,
  args: { options: storyOptions },
  render: (args) => <RolesStory {...args} />,
  parameters: rolesAt(),
} satisfies Meta<typeof RolesScreen>

/** Puts `first` before the roles group's handlers: it answers its route, the rest as usual. */
export const rolesWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { roles: [...first, ...rolesHandlers] } },
})

const savePaths = ['*/apps/roles/add-role', '*/apps/roles/update-role']

/** A save (add or edit) that never answers: the dialog stays in its saving state. */
export const saveNeverAnswers = savePaths.map((path) =>
  http.post(path, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }),
)

/** The server cannot be reached for a save (a network error, no answer at all). */
export const saveUnreachable = savePaths.map((path) => http.post(path, () => HttpResponse.error()))

/** The back end's words when it refuses a delete. */
export const deleteFailure = 'The roles store is read-only.'

/** The server refuses every delete (500, with a message). */
export const deleteFails = http.delete('*/apps/roles/delete', () =>
  HttpResponse.json({ message: deleteFailure }, { status: 500 }),
)

// The sample data as the back end serves it (the day is pinned for stories).
const sampleUsers = createUsers(pinnedReferenceDay)
export const sampleRoles = createRoles(pinnedReferenceDay)
export const totalUsers = sampleUsers.length

/** How many sample users hold `name` (every holder is an existing user). */
export const holdersOf = (name: string) =>
  sampleRoles.find((role) => role.name === name)?.userIds.length ?? 0

/** The names of the first holders of `name`, whose avatars its card shows (four at most). */
export const cardMembersOf = (name: string) => {
  const holders = new Set(sampleRoles.find((role) => role.name === name)?.userIds)
  return sampleUsers
    .filter((user) => holders.has(user.id))
    .slice(0, roleCardMembers)
    .map((user) => user.fullName)
}

/** The role cards' list, once the roles are there. */
export const findCards = (canvas: Canvas, name = 'Roles') =>
  canvas.findByRole('list', { name }, { timeout: 5000 })

/** A role's card: a list item named by its heading (`scope`: the canvas, or the cards list). */
export const cardOf = (scope: Canvas, name: string) => scope.getByRole('listitem', { name })

/** The cards' headings, in order (the last, "A new role", adds one). */
export const cardNames = (cards: HTMLElement) =>
  within(cards)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

/** A card's button, by its visible name ("Edit role", "Show users"). */
export const cardButton = (canvas: Canvas, role: string, name: string) =>
  within(cardOf(canvas, role)).getByRole('button', { name })

/** The users table under the cards, once its rows are there. */
export const findRoleUsers = (canvas: Canvas, title = 'All users') => findUsersTable(canvas, title)

/** The "User role" cell of every row shown (by its column, whatever comes before it). */
export function userRolesShown(table: HTMLElement) {
  const headers = within(table).getAllByRole('columnheader')
  const column = headers.findIndex((header) => header.textContent?.trim() === 'User role')
  return userRows(table).map(
    (row) => row.children[column]?.querySelector('.cea-list-table__cell-value')?.textContent,
  )
}

/** Waits until `text` is shown in `scope` (a notice, a message, the table's summary line). */
export const expectText = async (scope: Canvas, text: string | RegExp) =>
  expect(await scope.findByText(text, {}, { timeout: 5000 })).toBeVisible()

/** Clicks "Show users" on a role's card and waits for its holders, and the address. */
export async function showUsersOf(canvas: Canvas, role: string, id: number) {
  await userEvent.click(cardButton(canvas, role, 'Show users'))
  const table = await findRoleUsers(canvas, `Users holding ${role}`)
  await expectAddress(canvas, `${rolesPath}?accessRole=${id}`)
  return table
}

/** The last card, which adds a role (a list item with no name of its own). */
export function addCard(cards: HTMLElement) {
  const card = within(cards).getByRole('heading', { name: 'A new role' }).closest('li')
  if (!card) throw new Error('No card to add a role')
  return card
}

/** Opens the add dialog from the last card, once the cards are there: the dialog element. */
export async function openAddRole(canvas: Canvas) {
  const cards = await findCards(canvas)
  await userEvent.click(within(addCard(cards)).getByRole('button', { name: 'Add role' }))
  return findDialog('Add role')
}

/** Opens a role's edit dialog from its card: the dialog element. */
export async function openEditRole(canvas: Canvas, role: string) {
  await findCards(canvas)
  await userEvent.click(cardButton(canvas, role, 'Edit role'))
  return findDialog('Edit role')
}

/** The dialog's name field. */
export const nameField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Role name' })

/** One box of the matrix, by area and grant ("Email", "Read"). */
export const box = (dialog: Canvas, area: string, grant: string) =>
  dialog.getByRole('checkbox', { name: `${area}: ${grant}` })

/** The matrix's "Select all" box. */
export const selectAll = (dialog: Canvas) => dialog.getByRole('checkbox', { name: 'Select all' })

/** The dialog's own submit button ("Add role" for a new one, "Save" for an edit). */
export const submitButton = (dialog: Canvas, name = 'Add role') =>
  dialog.getByRole('button', { name })

/** Types `name` into the dialog's field, after what is there (pasted: one change). */
export async function typeName(dialog: Canvas, name: string) {
  await userEvent.click(nameField(dialog))
  await userEvent.paste(name)
}

/** Boxes of the matrix, each as [area, grant] (["Email", "Read"]). */
export type Boxes = ReadonlyArray<[area: string, grant: string]>

/** Clicks each of `boxes` in the dialog's matrix. */
export async function tickBoxes(dialog: Canvas, boxes: Boxes) {
  for (const [area, grant] of boxes) await userEvent.click(box(dialog, area, grant))
}

/** Opens the add dialog, types `name`, ticks `boxes` and submits it: the dialog element. */
export async function addRoleNamed(canvas: Canvas, name: string, boxes: Boxes = []) {
  const dialog = await openAddRole(canvas)
  const form = within(dialog)
  await typeName(form, name)
  await tickBoxes(form, boxes)
  await userEvent.click(submitButton(form))
  return dialog
}

/** Waits until no dialog is open (a save went through, or it was cancelled). */
export const dialogClosed = (role: 'dialog' | 'alertdialog' = 'dialog') =>
  waitFor(() => expect(within(document.body).queryByRole(role)).toBeNull(), { timeout: 5000 })

/** Clicks a card's delete button: the confirmation it asks, once shown. */
export async function askToDelete(canvas: Canvas, name: string) {
  await findCards(canvas)
  await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }))
  return within(await findDialog(`Delete the role ${name}?`, 'alertdialog'))
}

export { expectAddress, findDialog, rowOf, userRows }
