// Typed calls of the account settings page (README "Calls"): the signed-in account's own settings.
import { announceUserData, apiRequest } from './http'
import { readStoredSession, storeSession } from './session'
import type {
  AccountDeactivation,
  AccountPasswordChange,
  AccountSecurity,
  AccountTwoStep,
} from './types/accountSettings'
import type { AccountGeneral, AccountSettings, AccountSettingsUpdate } from './types/pages'
import { updateAccountSettings } from './pages'

/** The session's user data follows a saved profile: the navbar now, and after a reload. */
function followProfile(general: AccountGeneral): void {
  const session = readStoredSession()
  if (!session) return
  const { avatar, username, fullName, email } = general
  const userData = { ...session.userData, avatar, username, fullName, email }
  storeSession({ ...session, userData })
  announceUserData(userData)
}

/** Saves sections of the settings; a change of the general section reaches the session too. */
export async function saveAccountSettings(
  update: AccountSettingsUpdate,
  signal?: AbortSignal,
): Promise<AccountSettings> {
  const saved = await updateAccountSettings(update, signal)
  if (update.general) followProfile(saved.general)
  return saved
}

export function fetchAccountSecurity(signal?: AbortSignal): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('/account-setting/security', { signal })
}

export function changeAccountPassword(change: AccountPasswordChange): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('/account-setting/password', { method: 'POST', body: change })
}

export function saveAccountTwoStep(twoStep: AccountTwoStep): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('/account-setting/two-step', {
    method: 'POST',
    body: twoStep,
  })
}

/** Ends another session of the account: its refresh and access tokens stop working. */
export function endAccountSession(id: string): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('/account-setting/sessions', {
    method: 'DELETE',
    query: { id },
  })
}

export function deactivateAccount(deactivation: AccountDeactivation): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/account-setting/deactivate', {
    method: 'POST',
    body: deactivation,
  })
}
