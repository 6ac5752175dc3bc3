// Shared by the permissions stories: where the screen is mounted, its story options,
// handler overrides, and the queries a play repeats. The generic table and dialog
// queries come from the users and email stories.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { permissionsHandlers } from '../../../src/mocks/handlers/permissions'
import {
  PermissionsScreen,
  type PermissionsScreenProps,
} from '../../../src/screens/permissions/PermissionsScreen'
import { CurrentAddress, findDialog } from '../email/emailStory'
import { findUsersTable, rowOf, userRows } from '../users/usersStory'

type Canvas = ReturnType<typeof within>

export const permissionsPath = '/apps/permissions'

/** The router parameters of a story that opens the permissions at `search` (e.g. `?sort=desc`). */
export const permissionsAt = (search = '') => ({
  router: { initialEntry: `${permissionsPath}${search}`, path: permissionsPath },
})

/** A search that runs at once, and an Undo window that stays open while a play looks at it. */
export const storyOptions: PermissionsScreenProps['options'] = { searchDelayMs: 0, undoMs: 60_000 }

/** The permissions screen with the address line, as every permissions story renders it. */
export function PermissionsStory(props: PermissionsScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <PermissionsScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

/** What every permissions story file's meta shares: the screen at its route, with the options. */
export const permissionsMeta = {
  component: PermissionsScreen,
  args: { options: storyOptions },
  render: (args) => <PermissionsStory {...args} />,
  parameters: permissionsAt(),
} satisfies Meta<typeof PermissionsScreen>

/** Puts `first` before the permissions group's handlers: it answers its route, the rest as usual. */
export const permissionsWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { permissions: [...first, ...permissionsHandlers] } },
})

const addPath = '*/apps/permissions/add-permission'

/** An add call that never answers: the dialog stays in its saving state. */
export const addNeverAnswers = http.post(addPath, async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** The server cannot be reached for an add (a network error, no answer at all). */
export const addUnreachable = http.post(addPath, () => HttpResponse.error())

/** The server refuses every delete (500). */
export const deleteFails = http.delete('*/apps/permissions/delete', () =>
  HttpResponse.json({ message: 'The permissions store is read-only.' }, { status: 500 }),
)

/** The permissions table once its rows are there (in Arabic, `name` is its Arabic name). */
export const findPermissionsTable = (canvas: Canvas, name = 'Permissions list') =>
  findUsersTable(canvas, name)

/** The names of the permissions shown, in order. */
export const shownNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('.cea-list-table__cell-value')?.textContent ?? '')

/** The badges of a permission's roles, as shown (e.g. ["Administrator", "Manager"]). */
export const rolesOf = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('.cea-permissions-roles > *'), (badge) => badge.textContent)

/** Opens the add dialog from the toolbar, once the table is there: the dialog element. */
export async function openAddPermission(canvas: Canvas) {
  await findPermissionsTable(canvas)
  await userEvent.click(canvas.getByRole('button', { name: 'Add permission' }))
  return findDialog('Add permission')
}

/** The dialog's one field. */
export const nameField = (dialog: Canvas) =>
  dialog.getByRole('textbox', { name: 'Permission name' })

/** The add dialog's own submit button (the toolbar's "Add permission" is outside it). */
export const addButton = (dialog: Canvas) => dialog.getByRole('button', { name: 'Add permission' })

/** Types `name` into the dialog's field (pasted: one change keeps the play short). */
export async function typeName(dialog: Canvas, name: string) {
  await userEvent.click(nameField(dialog))
  await userEvent.paste(name)
}

/** Opens the add dialog, types `name` and submits it: the dialog element. */
export async function addPermissionNamed(canvas: Canvas, name: string) {
  const dialog = await openAddPermission(canvas)
  await typeName(within(dialog), name)
  await userEvent.click(addButton(within(dialog)))
  return dialog
}

/** Clicks a row's delete button: the confirmation it asks, once shown. */
export async function askToDelete(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('button', { name: `Delete ${name}` }))
  return within(await findDialog('Delete this permission?', 'alertdialog'))
}

/** Waits until no alert dialog (the delete confirmation) is open. */
export const confirmationClosed = () =>
  waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())

export { findDialog, rowOf, userRows as permissionRows }
