// What forms need from a shared schema's verdict and from a back end's 400: per field, one problem.
import type { z } from 'zod/mini'
import { ApiError } from '../http'

/** The first problem zod found at each top-level field of a form. */
export function issuesByField(error: z.core.$ZodError): Map<string, z.core.$ZodIssue> {
  const issues = new Map<string, z.core.$ZodIssue>()
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !issues.has(field)) issues.set(field, issue)
  }
  return issues
}

/** The issue's kind as a form words it: empty, too short, too long or not of the right shape. */
export function issueKind(issue: z.core.$ZodIssue): 'required' | 'tooShort' | 'tooLong' | 'format' {
  if (issue.code === 'too_small') return Number(issue.minimum) <= 1 ? 'required' : 'tooShort'
  if (issue.code === 'too_big') return 'tooLong'
  if (issue.code === 'invalid_value' || issue.code === 'invalid_type') return 'required'
  return 'format'
}

/** The back end's per-field sentences of a 400 (`{ errors: { field: sentence } }`), else none. */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const body: unknown = error.body
  if (!body || typeof body !== 'object' || !('errors' in body)) return {}
  const given: unknown = body.errors
  if (!given || typeof given !== 'object') return {}
  return Object.fromEntries(
    Object.entries(given).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}
