import type { TFunction } from 'i18next'
import {
  type ApiKeyField,
  type ApiKeyFieldError,
  maxApiKeyName,
} from '../../machines/api-keys/apiKeyDraft'
import type { CallFailure } from '../../machines/shared/callFailure'
import { dateTimeFormat } from '../../components/intl/cachedIntl'

/** A date and time of the list in the page's language; `fallback` when there is none. */
export function keyDateText(language: string, iso: string | null, fallback: string): string {
  if (!iso) return fallback
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
}

/** A failed call in words: the back end's own sentence, or the page's general one. */
export function keyFailureText(t: TFunction, failure: CallFailure, generalKey: string): string {
  return failure.reason === 'rejected' ? failure.message : t(generalKey)
}

/** A field's problem in words. */
export function keyFieldErrorText(
  t: TFunction,
  field: ApiKeyField,
  error: ApiKeyFieldError | undefined,
): string | null {
  if (!error) return null
  if (error.kind === 'server') return error.message
  if (field === 'name') {
    return error.kind === 'tooLong'
      ? t('apiKeys.form.errors.nameTooLong', { max: maxApiKeyName })
      : t('apiKeys.form.errors.nameRequired')
  }
  return field === 'access' ? t('apiKeys.form.errors.access') : t('apiKeys.form.errors.expiry')
}
