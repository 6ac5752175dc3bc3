// One user's account as the user view page shows it (README "Calls": the user view's calls), and
// the shapes of those calls. The user (list) entity itself is in ./users.
import type { User, UserBilling, UserPlan } from './users'

export const notificationTypes = [
  'newForYou',
  'accountActivity',
  'newBrowserSignIn',
  'newDeviceLinked',
] as const
export const notificationChannels = ['email', 'browser', 'app'] as const
export type NotificationType = (typeof notificationTypes)[number]
export type NotificationChannel = (typeof notificationChannels)[number]

/** Per type of notification, whether each channel carries it. */
export type NotificationPreferences = Record<NotificationType, Record<NotificationChannel, boolean>>

/** What an activity entry says happened; the screen words it (`subject` is a name or number). */
export const activityKinds = [
  'invoicePaid',
  'meeting',
  'projectCreated',
  'taskCompleted',
  'profileUpdated',
  'passwordChanged',
  'planChanged',
  'twoStepChanged',
  'billingChanged',
  'statusChanged',
] as const
export type ActivityKind = (typeof activityKinds)[number]

export interface ActivityEntry {
  id: number
  kind: ActivityKind
  /** ISO date-time. */
  at: string
  /** A project's or meeting's name, an invoice number, a plan or status value; '' when none. */
  subject: string
}

export interface TwoStep {
  enabled: boolean
  /** Where the codes go; '' when none was given. */
  phone: string
}

export const cardBrands = ['visa', 'mastercard', 'amex', 'other'] as const
export type CardBrand = (typeof cardBrands)[number]

/** The card and address the user is billed with (the method itself is the user's `billing`). */
export interface BillingDetails {
  cardHolder: string
  cardBrand: CardBrand
  /** The last four digits only: the number itself is never stored. */
  cardLast4: string
  /** MM/YY */
  cardExpiry: string
  address: string
  country: string
}

export interface PlanPeriod {
  /** YYYY-MM-DD */
  startedOn: string
  /** YYYY-MM-DD */
  renewsOn: string
  /** Days from the back end's day to the renewal (0 on the day itself). */
  daysLeft: number
}

/** GET /api/users/account: everything of one user beyond the list's fields. */
export interface UserAccount {
  /** The user's id. */
  id: number
  activity: ActivityEntry[]
  twoStep: TwoStep
  notifications: NotificationPreferences
  billing: BillingDetails
  plan: PlanPeriod
  /** When the password was last changed (ISO), null when never: the password is never answered. */
  passwordChangedAt: string | null
  stats: { tasksDone: number; projects: number }
}

/** Monthly price of each plan, in US dollars (SPEC §9's prices, the kit's four plans). */
export const userPlanPrices: Readonly<Record<UserPlan, number>> = {
  basic: 0,
  team: 29,
  company: 49,
  enterprise: 99,
}

/** Plan length: a plan renews this many days after it starts. */
export const planPeriodDays = 30

export interface UserAccountResponse {
  account: UserAccount
}

/** POST /apps/users/change-password. */
export interface PasswordChange {
  id: number
  newPassword: string
  confirmPassword: string
}

/** The answer of POST /apps/users/change-password: when, and the account (with the activity entry). */
export interface PasswordChangeResponse extends UserAccountResponse {
  passwordChangedAt: string
}

/** POST /apps/users/two-step: the phone is required to enable it. */
export interface TwoStepUpdate extends TwoStep {
  id: number
}

/** POST /apps/users/notifications. */
export interface NotificationsUpdate {
  id: number
  preferences: NotificationPreferences
}

/** POST /apps/users/plan: the new plan; the user's `currentPlan` follows. */
export interface PlanUpdate {
  id: number
  plan: UserPlan
}

/** POST /apps/users/billing: the method, the holder, the address; a new card number if given. */
export interface BillingUpdate {
  id: number
  billing: UserBilling
  cardHolder: string
  /** Digits (spaces allowed); omitted or '' keeps the card on file. */
  cardNumber?: string
  cardExpiry: string
  address: string
  country: string
}

/** The answer of every account write: the user and their account as stored. */
export interface UserAccountWriteResponse {
  user: User
  account: UserAccount
}
