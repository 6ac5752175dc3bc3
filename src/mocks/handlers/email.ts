import { delay, http, HttpResponse } from 'msw'
import { z } from 'zod'
import { emailAddress } from '../../api/schemas/fields'
import type { LoginUser } from '../../api/types/auth'
import type {
  Email,
  EmailDraft,
  EmailResponse,
  EmailsResponse,
  UpdateEmailsResponse,
} from '../../api/types/email'
import type { Repository } from '../db/repository'
import { notFound } from '../http/errors'
import { idParam, queryText, readJson, readQuery } from '../http/input'
import { route } from '../http/route'
import {
  emailFolder,
  emailLabel,
  emailsMeta,
  emailsTable,
  emailView,
  listEmails,
  optionalParam,
  positionOf,
  withNeighbours,
} from './emailTables'
import { newEmailTime, senderOf } from './emailOutbox'
import { attachment as attachmentOf } from '../../fixtures/email/people'

const listContext = {
  q: queryText,
  folder: optionalParam(emailView),
  label: optionalParam(emailLabel),
}
const emailsQuery = z.object(listContext)
const getEmailQuery = z.object({ ...listContext, id: idParam })
const paginateQuery = z.object({
  ...listContext,
  emailId: idParam,
  dir: z.enum(['previous', 'next']),
})

const emailIds = z
  .array(z.number().int().positive())
  .min(1, 'select at least one email')
  .max(1000)
  .transform((ids) => [...new Set(ids)])

const updateEmailsBody = z.object({
  emailIds,
  dataToUpdate: z
    .strictObject({
      isStarred: z.boolean().optional(),
      isRead: z.boolean().optional(),
      folder: emailFolder.optional(),
    })
    .refine(
      (data) => Object.keys(data).length > 0,
      'give at least one of isStarred, isRead or folder',
    ),
})
const updateLabelBody = z.object({ emailIds, label: emailLabel })

const address = emailAddress
const recipient = z
  .object({ name: z.string().trim().max(120).optional(), email: address })
  .transform(({ name, email }) => ({ name: name || email, email }))
/** The client uploads nothing: a new attachment's icon and link come from its name. */
const attachment = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    thumbnail: z.string().max(1000).default(''),
    url: z.string().max(1000).default(''),
    size: z.string().max(40),
  })
  .transform((given) => {
    const made = attachmentOf(given.fileName, given.size)
    return { ...given, thumbnail: given.thumbnail || made.thumbnail, url: given.url || made.url }
  })
const composed = (minRecipients: number) =>
  z.object({
    to: z.array(recipient).min(minRecipients, 'add at least one recipient').max(100),
    cc: z.array(address).max(100).default([]),
    bcc: z.array(address).max(100).default([]),
    subject: z.string().trim().max(300).default(''),
    message: z.string().max(200_000).default(''),
    attachments: z.array(attachment).max(25).default([]),
  }) satisfies z.ZodType<EmailDraft>
const sendBody = z.object({ email: composed(1), id: z.number().int().positive().optional() })
const draftBody = z.object({ email: composed(0), id: z.number().int().positive().optional() })

/** Writes `email` in `folder`: replacing the draft `draftId`, or as a new email. */
function saveComposed(
  repo: Repository,
  user: LoginUser | undefined,
  draft: EmailDraft,
  folder: 'sent' | 'draft',
  draftId: number | undefined,
): Promise<Email> {
  const from = senderOf(user)
  return repo.transaction(async (tx) => {
    const previous = draftId === undefined ? undefined : await tx.get(emailsTable, draftId)
    if (draftId !== undefined && previous?.folder !== 'draft')
      throw notFound(`No draft with id ${draftId}.`)
    const email: Email = {
      id: previous?.id ?? (await tx.nextId(emailsTable)),
      from,
      ...draft,
      isStarred: previous?.isStarred ?? false,
      labels: previous ? [...previous.labels] : [],
      time: await newEmailTime(tx, repo.referenceDay),
      replies: previous ? structuredClone(previous.replies) : [],
      folder,
      isRead: true,
    }
    return previous ? tx.update(emailsTable, email) : tx.insert(emailsTable, email)
  })
}

/** Applies `change` to every email of `ids` in one transaction; 404 and no write when one is unknown. */
function updateEach(
  repo: Repository,
  ids: number[],
  change: (email: Email) => Email,
): Promise<UpdateEmailsResponse> {
  return repo.transaction(async (tx) => {
    const found = await Promise.all(ids.map((id) => tx.get(emailsTable, id)))
    const missing = ids.filter((_, at) => found[at] === undefined)
    if (missing.length > 0) throw notFound(`No email with id ${missing.join(', ')}.`)
    const emails: Email[] = []
    for (const email of found) if (email) emails.push(await tx.update(emailsTable, change(email)))
    return { emails }
  })
}

export const emailHandlers = [
  route('get', '/apps/email/emails', async ({ url, repo }): Promise<EmailsResponse> => {
    const query = readQuery(url, emailsQuery)
    const [emails, meta] = await Promise.all([listEmails(repo, query), emailsMeta(repo)])
    return { emails, emailsMeta: meta }
  }),

  route('post', '/apps/email/update-emails', async ({ request, repo }) => {
    const { emailIds: ids, dataToUpdate } = await readJson(request, updateEmailsBody)
    return updateEach(repo, ids, (email) => ({ ...email, ...dataToUpdate }))
  }),

  route('post', '/apps/email/update-emails-label', async ({ request, repo }) => {
    const { emailIds: ids, label } = await readJson(request, updateLabelBody)
    return updateEach(repo, ids, (email) => ({
      ...email,
      labels: email.labels.includes(label)
        ? email.labels.filter((each) => each !== label)
        : [...email.labels, label],
    }))
  }),

  route('get', '/apps/email/get-email', async ({ url, repo }) => {
    const { id, ...context } = readQuery(url, getEmailQuery)
    const { list, index } = await positionOf(repo, id, context)
    return withNeighbours(list, index)
  }),

  route('get', '/apps/email/paginate-email', async ({ url, repo }) => {
    const { emailId, dir, ...context } = readQuery(url, paginateQuery)
    const { list, index, name } = await positionOf(repo, emailId, context)
    const target = dir === 'previous' ? index - 1 : index + 1
    if (target < 0 || target >= list.length)
      throw notFound(`There is no ${dir} email in the list (${name}).`)
    return withNeighbours(list, target)
  }),

  route('post', '/apps/email/send-email', async ({ request, repo, user }) => {
    const { email, id } = await readJson(request, sendBody)
    const sent = await saveComposed(repo, user, email, 'sent', id)
    return HttpResponse.json({ email: sent } satisfies EmailResponse, { status: 201 })
  }),

  route('post', '/apps/email/save-draft', async ({ request, repo, user }) => {
    const { email, id } = await readJson(request, draftBody)
    const draft = await saveComposed(repo, user, email, 'draft', id)
    return HttpResponse.json({ email: draft } satisfies EmailResponse, {
      status: id === undefined ? 201 : 200,
    })
  }),
]

const failure = { message: 'The mail server is not answering. Try again in a moment.' }

/** Stand-ins for stories: an empty mailbox, a failing one, and one that never answers. */
export const emailScenarios = {
  empty: [
    http.get('*/apps/email/emails', () =>
      HttpResponse.json({
        emails: [],
        emailsMeta: { inbox: 0, draft: 0, spam: 0 },
      } satisfies EmailsResponse),
    ),
  ],
  error: [
    http.get('*/apps/email/emails', () => HttpResponse.json(failure, { status: 500 })),
    http.get('*/apps/email/get-email', () => HttpResponse.json(failure, { status: 500 })),
    http.post('*/apps/email/*', () => HttpResponse.json(failure, { status: 500 })),
  ],
  loading: [
    http.get('*/apps/email/emails', async () => {
      await delay('infinite')
    }),
    http.get('*/apps/email/get-email', async () => {
      await delay('infinite')
    }),
  ],
}
