import type { Invoice } from '../../api/types/invoices'
import type {
  NotificationChannel,
  NotificationPreferences,
  NotificationType,
  UserAccount,
} from '../../api/types/userAccount'
import type { User, UserPlan } from '../../api/types/users'
import type { UserField, UserFields, UserFormErrors } from './userFormRules'
import type {
  FieldProblem,
  FieldProblems,
  PasswordField,
  PasswordFields,
} from '../shared/fieldProblems'
import type { BillingField, BillingFields } from './userViewRules'

export const userViewTabs = ['account', 'security', 'billing', 'notifications'] as const
export type UserViewTab = (typeof userViewTabs)[number]

export const isUserViewTab = (value: string | null): value is UserViewTab =>
  (userViewTabs as readonly string[]).includes(value ?? '')

/** What a toast says was saved (or failed to be). */
export type UserViewSave =
  | 'profile'
  | 'suspended'
  | 'activated'
  | 'plan'
  | 'password'
  | 'twoStep'
  | 'notifications'
  | 'billing'

export type UserViewNotice =
  { kind: 'saved'; what: UserViewSave } | { kind: 'failed'; what: UserViewSave; error: unknown }

/** What one load answers: the user, their account and their invoices. */
export interface UserViewData {
  user: User
  account: UserAccount
  invoices: Invoice[]
}

export interface UserViewContext {
  /** The user shown; null until the first user is found (the page without an id). */
  id: number | null
  tab: UserViewTab
  user: User | null
  account: UserAccount | null
  invoices: Invoice[]
  loadFailure: unknown
  edit: { fields: UserFields; errors: UserFormErrors; failure: unknown }
  plan: { choice: UserPlan | null; error: FieldProblem | null; failure: unknown }
  password: { fields: PasswordFields; errors: FieldProblems<PasswordField>; failure: unknown }
  twoStep: { phone: string; error: FieldProblem | null; failure: unknown; target: boolean }
  notifications: { draft: NotificationPreferences | null; failure: unknown }
  billing: { fields: BillingFields | null; errors: FieldProblems<BillingField>; failure: unknown }
  notice: UserViewNotice | null
}

export interface UserViewInput {
  /** null: the user with the lowest id. */
  id: number | null
  tab?: UserViewTab
}

export type UserViewEvent =
  | { type: 'view.retry' }
  | { type: 'view.refresh' }
  | { type: 'view.open'; id: number | null }
  | { type: 'tab.show'; tab: UserViewTab }
  | { type: 'edit.open' }
  | { type: 'edit.change'; field: UserField; value: string }
  | { type: 'edit.submit' }
  | { type: 'edit.close' }
  /** Suspend an active or pending user, or activate an inactive one: asks first. */
  | { type: 'status.ask' }
  | { type: 'status.confirm' }
  | { type: 'status.cancel' }
  | { type: 'plan.open' }
  | { type: 'plan.choose'; plan: UserPlan }
  | { type: 'plan.submit' }
  | { type: 'plan.close' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'twoStep.phone'; value: string }
  /** Turn two-step on (with the phone typed, which also saves a new phone) or off. */
  | { type: 'twoStep.submit'; enabled: boolean }
  | { type: 'notifications.toggle'; notification: NotificationType; channel: NotificationChannel }
  | { type: 'notifications.save' }
  | { type: 'notifications.reset' }
  | { type: 'billing.change'; field: BillingField; value: string }
  | { type: 'billing.submit' }
  | { type: 'notice.dismiss' }
