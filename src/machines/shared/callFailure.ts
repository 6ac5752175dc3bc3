import { ApiError } from '../../api/http'

/**
 * Why a call failed, for the screen to word: the server refused the request
 * (its message says why) or it could not be reached / failed (a generic,
 * translated sentence).
 */
export type CallFailure = { reason: 'rejected'; message: string } | { reason: 'unavailable' }

export function failureOf(error: unknown): CallFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { reason: 'rejected', message: error.message }
  return { reason: 'unavailable' }
}
