import { z } from 'zod'
import { badRequest, describeZodError, fieldErrorsOf, invalidFields } from './errors'

/** The JSON body, checked against `schema` before anything touches the store. */
export async function readJson<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await request.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    throw badRequest('The request body is not valid JSON.')
  }
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) throw badRequest(`Invalid request: ${describeZodError(parsed.error)}`)
  return parsed.data
}

/** Like `readJson`, for a form's body: a 400 also names, per field, what is wrong with it. */
export async function readFormJson<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = z.safeParse(schema, await readJson(request, z.unknown()))
  if (parsed.success) return parsed.data
  throw invalidFields(
    `Invalid request: ${describeZodError(parsed.error)}`,
    fieldErrorsOf(parsed.error),
  )
}

/** Query parameters, checked against `schema`; names in `listNames` are read as repeated parameters. */
export function readQuery<Schema extends z.ZodType>(
  url: URL,
  schema: Schema,
  listNames: readonly string[] = [],
): z.output<Schema> {
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    raw[key] = listNames.includes(key)
      ? url.searchParams.getAll(key)
      : (url.searchParams.get(key) ?? '')
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw badRequest(`Invalid query: ${describeZodError(parsed.error)}`)
  return parsed.data
}

/** Common query fields: an optional text, and positive integers with defaults. */
export const queryText = z.string().max(500).optional()
export const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1 || number > 1_000_000) {
        context.addIssue({ code: 'custom', message: 'must be a whole number of at least 1' })
        return z.NEVER
      }
      return number
    })
export const sortDirection = z
  .enum(['asc', 'desc', 'ASC', 'DESC', ''])
  .optional()
  .transform((value) => (value?.toLowerCase() === 'desc' ? 'desc' : 'asc'))
/** An id from a path or query parameter: a positive whole number. */
export const idParam = z.coerce.number().int().positive()

/** One or more ids as repeated `id` query parameters (a delete of several rows, all or nothing). */
export const idsQuery = z.object({
  id: z
    .array(idParam)
    .min(1)
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
})

/** The ids of a delete: `?id=3` or `?id=3&id=7`. */
export const readIds = (url: URL): number[] => readQuery(url, idsQuery, ['id']).id
