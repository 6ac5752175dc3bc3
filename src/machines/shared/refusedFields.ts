import { ApiError } from '../../api/http'

/**
 * The back end's field messages of a 400 (`{ message, errors: { dueDate: '…' } }`), by field
 * name; empty for any other failure.
 */
export function refusedFields(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const body = error.body
  if (!body || typeof body !== 'object' || !('errors' in body)) return {}
  const given = body.errors
  if (!given || typeof given !== 'object') return {}
  return Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}
