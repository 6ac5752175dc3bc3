import { HttpResponse } from 'msw'
import type { ZodError } from 'zod'

/** An answer other than success; handlers throw it and the route wrapper sends it. */
export class HttpError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown) {
    super(
      typeof body === 'object' && body && 'message' in body
        ? String(body.message)
        : `HTTP ${status}`,
    )
    this.status = status
    this.body = body
  }

  toResponse(): Response {
    return this.body === undefined
      ? new HttpResponse(null, { status: this.status })
      : HttpResponse.json(this.body as Record<string, unknown>, { status: this.status })
  }
}

export const badRequest = (message: string) => new HttpError(400, { message })
/** 400 with a message and, per field of the body, what is wrong with it (forms show them there). */
export const invalidFields = (message: string, errors: Record<string, string>) =>
  new HttpError(400, { message, errors })
export const unauthorized = (message: string) => new HttpError(401, { message })
export const forbidden = (message: string) => new HttpError(403, { message })
export const notFound = (message?: string) =>
  new HttpError(404, message === undefined ? undefined : { message })

/** The first problem of each top-level field, for a form to show beside that field. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** One readable sentence from a zod error: where and what, for each problem. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ')
}
