import { apiRequest } from './http'
import type {
  Email,
  EmailDetail,
  EmailDraft,
  EmailLabel,
  EmailListContext,
  EmailPageDirection,
  EmailResponse,
  EmailsQuery,
  EmailsResponse,
  EmailUpdate,
  UpdateEmailsResponse,
} from './types/email'

/** A folder, the starred view or a label, optionally searched; newest first, with the badge counts. */
export function fetchEmails(
  params: EmailsQuery = {},
  signal?: AbortSignal,
): Promise<EmailsResponse> {
  return apiRequest<EmailsResponse>('/apps/email/emails', { query: { ...params }, signal })
}

/** Sets the same fields (star, read, folder) on every email of `emailIds`. */
export function updateEmails(
  emailIds: number[],
  dataToUpdate: EmailUpdate,
): Promise<UpdateEmailsResponse> {
  return apiRequest<UpdateEmailsResponse>('/apps/email/update-emails', {
    method: 'POST',
    body: { emailIds, dataToUpdate },
  })
}

/** Toggles `label` on each email of `emailIds`. */
export function updateEmailsLabel(
  emailIds: number[],
  label: EmailLabel,
): Promise<UpdateEmailsResponse> {
  return apiRequest<UpdateEmailsResponse>('/apps/email/update-emails-label', {
    method: 'POST',
    body: { emailIds, label },
  })
}

/** One email with whether the list it was opened from has a previous and a next one. */
export function fetchEmail(
  id: number,
  context: EmailListContext = {},
  signal?: AbortSignal,
): Promise<EmailDetail> {
  return apiRequest<EmailDetail>('/apps/email/get-email', { query: { ...context, id }, signal })
}

/** The email before or after `emailId` in the same list. */
export function paginateEmail(
  emailId: number,
  dir: EmailPageDirection,
  context: EmailListContext = {},
  signal?: AbortSignal,
): Promise<EmailDetail> {
  return apiRequest<EmailDetail>('/apps/email/paginate-email', {
    query: { ...context, emailId, dir },
    signal,
  })
}

/** Sends as the signed-in account; with `draftId`, the saved draft becomes the sent email. */
export async function sendEmail(email: EmailDraft, draftId?: number): Promise<Email> {
  const { email: sent } = await apiRequest<EmailResponse>('/apps/email/send-email', {
    method: 'POST',
    body: { email, id: draftId },
  })
  return sent
}

/** Saves a new draft, or updates the draft `draftId`. */
export async function saveDraft(email: EmailDraft, draftId?: number): Promise<Email> {
  const { email: draft } = await apiRequest<EmailResponse>('/apps/email/save-draft', {
    method: 'POST',
    body: { email, id: draftId },
  })
  return draft
}
