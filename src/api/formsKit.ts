import { apiRequest } from './http'
import type {
  UsernameAvailability,
  ValidationAccepted,
  ValidationForm,
  WizardForm,
  WizardSubmitted,
} from './types/formsKit'

/** Whether nobody holds the username yet (the back end checks the users table). */
export function fetchUsernameAvailability(
  username: string,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  return apiRequest<UsernameAvailability>('/api/forms/username-available', {
    query: { username },
    signal,
  })
}

/** Sends the wizard's every step; a 400 names each problem at its field (`account.email`). */
export function submitWizard(form: WizardForm, signal?: AbortSignal): Promise<WizardSubmitted> {
  return apiRequest<WizardSubmitted>('/api/forms/wizard', { method: 'POST', body: form, signal })
}

/** Sends the validation page's form; a 400 names each problem at its field. */
export function submitValidationForm(
  form: ValidationForm,
  signal?: AbortSignal,
): Promise<ValidationAccepted> {
  return apiRequest<ValidationAccepted>('/api/forms/validation', {
    method: 'POST',
    body: form,
    signal,
  })
}
