// Shared by the email screen and flow stories: where the mailbox is mounted, a
// line showing the router's address, and the queries a play repeats.
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import { useLocation } from 'react-router-dom'
import { expect, waitFor, within } from 'storybook/test'
import { emailHandlers } from '../../../src/mocks/handlers/email'
import { EmailScreen, type EmailScreenProps } from '../../../src/screens/email/EmailScreen'

type Canvas = ReturnType<typeof within>

export const emailPath = '/apps/email'

/** The router parameters of a story that opens the mailbox at `search` (e.g. `?folder=sent`). */
export const mailboxAt = (search = '') => ({
  router: { initialEntry: `${emailPath}${search}`, path: emailPath },
})

/** A toast that stays while a play looks at it, and a search that runs at once. */
export const storyOptions: EmailScreenProps['options'] = { noticeMs: 60_000, searchDelayMs: 0 }

/**
 * Shows the router's address under the mailbox, so a play can see the URL follow it; its
 * `data-entry` names the router's entry, new with every navigation (to the same address too).
 */
export function CurrentAddress() {
  const location = useLocation()
  return (
    <p style={{ margin: 0, padding: '0 16px 16px' }}>
      Address:{' '}
      <output aria-label="Current address" data-entry={location.key}>
        {location.pathname + location.search}
      </output>
    </p>
  )
}

/** The mailbox with the address line, as every email story renders it. */
export function MailboxStory(props: EmailScreenProps) {
  return (
    <div style={{ padding: 16 }}>
      <EmailScreen {...props} />
      <CurrentAddress />
    </div>
  )
}

/** Replaces the email group's answer to one route, keeping every other route of the back end. */
export const emailWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { email: [...first, ...emailHandlers] } },
})

/** The list call failing until the play recovers it (then as usual, so retry works). */
export const failingList = () =>
  failingUntilRecovered('get', '*/apps/email/emails', 'The mail server is resting.')

/** A send that never answers: the dialog stays in its sending state. */
export const sendNeverAnswers = http.post('*/apps/email/send-email', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** The list of a view, once loaded: named "<view>: <count> emails". */
export async function findRows(canvas: Canvas, name: string | RegExp) {
  const list = await canvas.findByRole('list', { name }, { timeout: 5000 })
  // The virtualizer draws its rows once it has measured the scroller.
  await within(list).findAllByRole('listitem')
  return list
}

/** The row (list item) whose link names `subject`. */
export function rowOf(list: HTMLElement, subject: string): HTMLElement {
  const link = within(list).getByRole('link', { name: new RegExp(escape(subject)) })
  const row = link.closest('li')
  if (!row) throw new Error(`No row for ${subject}`)
  return row
}

/** The side menu's entry for a folder or label ("Inbox, unread: 6"). */
export const menuLink = (canvas: Canvas, name: string | RegExp) =>
  within(canvas.getByRole('navigation', { name: 'Mailboxes' })).getByRole('link', { name })

/** A portalled dialog (or alert dialog, for a confirmation), once its entrance has run. */
export async function findDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  // Compose's form loads on its first open: give it time on a busy machine.
  const dialog = await within(document.body).findByRole(role, { name }, { timeout: 5000 })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

const addressLine = (canvas: Canvas) => canvas.getByRole('status', { name: 'Current address' })

/** Waits until the address line shows `address` (the URL follows the mailbox after a render). */
export const expectAddress = (canvas: Canvas, address: string) =>
  waitFor(() => expect(addressLine(canvas).textContent).toBe(address))

/** The router's entry the address line shows now. */
export const addressEntry = (canvas: Canvas) => addressLine(canvas).dataset.entry

/**
 * Waits until the router has reported a navigation made after `entry` was shown, landing on
 * `address`: when a screen writes the URL more than once in a row (a letter typed and taken
 * back), the router reports its writes in order, so every earlier one has been reported too.
 */
export const expectAddressAfter = (canvas: Canvas, entry: string | undefined, address: string) =>
  waitFor(() => {
    expect(addressLine(canvas).dataset.entry).not.toBe(entry)
    expect(addressLine(canvas).textContent).toBe(address)
  })

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
