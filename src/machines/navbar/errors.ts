// One readable sentence from a failed call, for the navbar's error states.
import { ApiError } from '../../api/http'

export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 500) return error.message
  return fallback
}
