import { type AnyEventObject, fromCallback } from 'xstate'
import { fromCall } from '../shared/fromCall'
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
import type { EmailChange } from './emailChanges'

export interface WriteInput {
  writeId: string
  ids: number[]
  change: EmailChange
}

/** What a write reports back to the mailbox when its call has answered. */
export type WriteEvent =
  | { type: 'write.succeeded'; writeId: string }
  | { type: 'write.failed'; writeId: string; error: unknown }

/** The calls the mailbox makes; tests and stories reach them only through MSW. */
export const emailActors = {
  fetchEmails: fromCall<EmailsResponse, EmailListContext>(({ input, signal }) =>
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
  writeEmails: fromCallback<AnyEventObject, WriteInput>(({ input, sendBack }) => {
    const { writeId, ids, change } = input
    const request =
      change.kind === 'update'
        ? updateEmails(ids, change.data)
        : updateEmailsLabel(ids, change.label)
    request.then(
      () => sendBack({ type: 'write.succeeded', writeId } satisfies WriteEvent),
      (error: unknown) => sendBack({ type: 'write.failed', writeId, error } satisfies WriteEvent),
    )
  }),
}
