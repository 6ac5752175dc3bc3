// The UI kit's form pages (issue #37): whether a username is free (the validation page's check
// as the person types), the wizard's submission and the validation page's. Each body is checked
// with the schema the page checks it with (`src/api/schemas/formsKit.ts`); a 400 names each
// problem at its field, dotted for the wizard's steps (`account.username`).
import { HttpResponse } from 'msw'
import { z } from 'zod'
import { usernameField } from '../../api/schemas/fields'
import { validationFormSchema, wizardSchema } from '../../api/schemas/formsKit'
import type {
  UsernameAvailability,
  ValidationAccepted,
  WizardRegistration,
  WizardSubmitted,
} from '../../api/types/formsKit'
import { tokenClockNow } from '../auth/tokens'
import type { RepositoryReader } from '../db/repository'
import { defineTable } from '../db/table'
import { isTaken } from '../db/unique'
import { badRequest, describeZodError, invalidFields } from '../http/errors'
import { readJson } from '../http/input'
import { route } from '../http/route'
import { usersTable } from './users'

/** The wizard's submissions, newest last (never a password). */
export const wizardRegistrationsTable = defineTable<WizardRegistration>(
  'forms.wizardRegistrations',
  () => [],
)

const takenMessage = 'This username is already taken.'
const dayMs = 24 * 60 * 60 * 1000

/** Whether a user, or an earlier wizard submission, already holds the username. */
const isUsernameTaken = async (repo: RepositoryReader, username: string) =>
  (await isTaken(repo, usersTable, 'username', username)) ||
  (await isTaken(repo, wizardRegistrationsTable, 'username', username))

/** The body checked by `schema`, or a 400 naming each problem at its dotted field. */
async function readFormBody<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = z.safeParse(schema, await readJson(request, z.unknown()))
  if (parsed.success) return parsed.data
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.')
    if (field !== '' && !(field in errors)) errors[field] = issue.message
  }
  throw invalidFields(`Invalid request: ${describeZodError(parsed.error)}`, errors)
}

export const formsKitHandlers = [
  route('get', '/api/forms/username-available', async ({ request, repo }) => {
    const asked = new URL(request.url).searchParams.get('username') ?? ''
    const parsed = z.safeParse(usernameField, asked)
    if (!parsed.success) throw badRequest(`Invalid username: ${describeZodError(parsed.error)}`)
    const answer: UsernameAvailability = {
      username: parsed.data,
      available: !(await isUsernameTaken(repo, parsed.data)),
    }
    return answer
  }),

  route('post', '/api/forms/wizard', async ({ request, repo }) => {
    const form = await readFormBody(request, wizardSchema)
    const registration = await repo.transaction(async (tx) => {
      if (await isUsernameTaken(tx, form.account.username))
        throw invalidFields(takenMessage, { 'account.username': takenMessage })
      return tx.insert(wizardRegistrationsTable, {
        id: await tx.nextId(wizardRegistrationsTable),
        username: form.account.username,
        email: form.account.email,
        fullName: `${form.personal.firstName} ${form.personal.lastName}`,
        city: form.address.city,
        country: form.address.country,
        links: Object.values(form.social).filter((link) => link !== '').length,
        submittedAt: new Date(tokenClockNow()).toISOString(),
      })
    })
    const answer: WizardSubmitted = { registration }
    return HttpResponse.json(answer, { status: 201 })
  }),

  route('post', '/api/forms/validation', async ({ request, repo }) => {
    const form = await readFormBody(request, validationFormSchema)
    if (await isUsernameTaken(repo, form.username))
      throw invalidFields(takenMessage, { username: takenMessage })
    const days = Math.round((Date.parse(form.endDate) - Date.parse(form.startDate)) / dayMs)
    const answer: ValidationAccepted = { accepted: true, username: form.username, days }
    return answer
  }),
]
