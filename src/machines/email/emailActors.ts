import { fromCall } from '../shared/fromCall'
import { startEarly } from '../../api/http'
import { backendTables } from '../../api/backendAnnouncements'
import {
  fetchEmail,
  fetchEmails,
  paginateEmail,
  updateEmails,
  updateEmailsLabel,
} from '../../api/email'
import type {
  EmailDetail,
  EmailListContext,
  EmailPageDirection,
  EmailsResponse,
} from '../../api/types/email'
import { fromTableChanges } from '../shared/tableChanges'
import { fromWrite } from '../shared/writeKit'
import type { EmailChange } from './emailChanges'
import { listContextOf, viewFromSearch } from './emailView'

/** One write of the mailbox: a change on some emails. */
export interface EmailWrite {
  ids: number[]
  change: EmailChange
}

/** Sends one write of the mailbox. */
export const sendEmailWrite = ({ ids, change }: EmailWrite): Promise<unknown> =>
  change.kind === 'update' ? updateEmails(ids, change.data) : updateEmailsLabel(ids, change.label)

/** The calls the mailbox makes; tests and stories reach them only through MSW. */
export const emailActors = {
  /** The list of the view (`listRegions`). */
  fetchList: fromCall<EmailsResponse, EmailListContext>(({ input, signal }) =>
    fetchEmails(input, signal),
  ),
  fetchEmail: fromCall<EmailDetail, { id: number; list: EmailListContext }>(({ input, signal }) =>
    fetchEmail(input.id, input.list, signal),
  ),
  pageEmail: fromCall<
    EmailDetail,
    { emailId: number; dir: EmailPageDirection; list: EmailListContext }
  >(({ input, signal }) => paginateEmail(input.emailId, input.dir, input.list, signal)),
  /** Writes made in other tabs; this tab's own are already shown (optimistic) and refetched. */
  listenToEmailChanges: fromTableChanges(
    { tables: [backendTables.emails], includeOwnWrites: false },
    { type: 'list.refetch' },
  ),
  /** One write per spawned actor, so several can be in flight and each rolls back on its own. */
  write: fromWrite(sendEmailWrite),
}

/** The mailbox's first list for a URL's query, started as the page loads (src/app/firstRequests.ts). */
export function startMailboxRequests(search: URLSearchParams): void {
  startEarly(() => fetchEmails(listContextOf(viewFromSearch(search))))
}
