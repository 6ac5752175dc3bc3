// The signed-in account's own settings (issue #33): what the account settings page reads and writes
// beyond SPEC §3's general / info / social / notification sections.
import type { AccountInfo, AccountNotification, AccountSocial } from './pages'

/** Two-step verification of the signed-in account. */
export interface AccountTwoStep {
  enabled: boolean
  /** The phone the codes go to; empty while it is off and none was given. */
  phone: string
}

/**
 * What the back end stores per account (table `accountSettings.byAccount`, keyed by `accountId`):
 * the general fields other than the company live on the account itself (name, username, email,
 * avatar), so sign-in, the navbar and the settings read one truth.
 */
export interface AccountSettingsRecord {
  accountId: number
  company: string
  info: AccountInfo
  social: AccountSocial
  notification: AccountNotification
  twoStep: AccountTwoStep
  /** ISO date-time of the last change through the settings; null: never changed. */
  passwordChangedAt: string | null
}

/** One signed-in session of the account: a chain of rotating refresh tokens. */
export interface AccountSession {
  id: string
  browser: string
  os: string
  /** ISO date-times: when it signed in, and its last sign-in or refresh. */
  signedInAt: string
  lastSeenAt: string
  /** The session this call came from. */
  isCurrent: boolean
}

/** GET /account-setting/security, and the answer of the security writes. */
export interface AccountSecurity {
  twoStep: AccountTwoStep
  passwordChangedAt: string | null
  sessions: AccountSession[]
}

/** POST /account-setting/password */
export interface AccountPasswordChange {
  currentPassword: string
  newPassword: string
  confirmPassword: string
}

/** POST /account-setting/deactivate: the account's email typed again, as the confirmation. */
export interface AccountDeactivation {
  confirmEmail: string
}
