// The account settings machine's setup: its context, events, actors, actions and guards.
import { assign, setup } from 'xstate'
import {
  changeAccountPassword,
  deactivateAccount,
  endAccountSession,
  fetchAccountSecurity,
  saveAccountSettings,
  saveAccountTwoStep,
} from '../../api/accountSettings'
import {
  addPaymentCard,
  changePlan,
  fetchBilling,
  makeCardDefault,
  removePaymentCard,
  saveBillingAddress,
} from '../../api/billing'
import { fetchAccountSettings } from '../../api/pages'
import type { AccountSecurity } from '../../api/types/accountSettings'
import type {
  BillingAddress,
  BillingAddressField,
  BillingOverview,
  NewPaymentCard,
  PlanChoice,
} from '../../api/types/billing'
import type { CardField } from '../../api/types/checkout'
import type {
  AccountNotification,
  AccountSettings,
  AccountSettingsUpdate,
  SocialConnectionName,
  SocialLinkName,
} from '../../api/types/pages'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import {
  type AccountProblems,
  type AccountSettingsTab,
  checkPassword,
  checkProfile,
  checkTwoStepPhone,
  type PasswordDraft,
  type PasswordDraftField,
  type ProfileDraft,
  type ProfileField,
  readAsDataUrl,
  serverProblemsOf,
} from './accountSettingsForms'

export type AccountSettingsNotice =
  | 'profileSaved'
  | 'passwordChanged'
  | 'twoStepSaved'
  | 'sessionEnded'
  | 'notificationsSaved'
  | 'planChanged'
  | 'cardAdded'
  | 'cardDefault'
  | 'cardRemoved'
  | 'addressSaved'
  | 'socialSaved'
  | 'connectionsSaved'
  | null

/** Which form a failure or problem belongs to. */
export type AccountForm =
  | 'profile'
  | 'password'
  | 'twoStep'
  | 'sessions'
  | 'deactivation'
  | 'notifications'
  | 'plan'
  | 'cards'
  | 'address'
  | 'social'
  | 'connections'

/** A change of a saved card: made the default, or removed. */
export type CardChange = { kind: 'default' | 'remove'; id: number }

export interface AccountSettingsContext {
  tab: AccountSettingsTab
  settings: AccountSettings | null
  security: AccountSecurity | null
  loadFailure: CallFailure | null
  profile: ProfileDraft | null
  /** The six notification toggles as being changed. */
  notification: AccountNotification | null
  password: PasswordDraft
  phone: string
  confirmEmail: string
  billing: BillingOverview | null
  /** The plan and period chosen to move to (from pricing's `?plan=`), until confirmed. */
  planChoice: PlanChoice | null
  card: NewPaymentCard
  address: BillingAddress | null
  socialLinks: Record<SocialLinkName, string> | null
  /** Problems by field path, of every form (their paths do not overlap). */
  problems: AccountProblems
  /** A failure that belongs to no field, per form. */
  failures: Partial<Record<AccountForm, CallFailure>>
  notice: AccountSettingsNotice
}

export type AccountSettingsEvent =
  | { type: 'tab.show'; tab: AccountSettingsTab }
  | { type: 'page.retry' }
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.avatarPicked'; file: File }
  | { type: 'profile.submit' }
  | { type: 'password.change'; field: PasswordDraftField; value: string }
  | { type: 'password.submit' }
  | { type: 'twoStep.phone'; value: string }
  | { type: 'twoStep.submit'; enabled: boolean }
  | { type: 'session.end'; id: string }
  | { type: 'deactivation.confirmEmail'; value: string }
  | { type: 'deactivation.submit' }
  | { type: 'notification.toggle'; key: keyof AccountNotification }
  | { type: 'notification.submit' }
  | { type: 'notice.dismiss' }
  | { type: 'plan.choose'; choice: PlanChoice }
  | { type: 'plan.cancel' }
  | { type: 'plan.confirm' }
  | { type: 'card.change'; field: CardField; value: string }
  | { type: 'card.submit' }
  | { type: 'card.makeDefault'; id: number }
  | { type: 'card.remove'; id: number }
  | { type: 'address.change'; field: BillingAddressField; value: string }
  | { type: 'address.submit' }
  | { type: 'social.change'; name: SocialLinkName; value: string }
  | { type: 'social.submit' }
  | { type: 'connection.toggle'; name: SocialConnectionName }

export const withoutKeys = (problems: AccountProblems, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(problems).filter(([key]) => !keys.includes(key)))

export const hasAny = (problems: AccountProblems) => Object.keys(problems).length > 0

export const accountSettingsSetup = setup({
  types: {
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    input: {} as { tab: AccountSettingsTab; planChoice?: PlanChoice | null },
  },
  actors: {
    load: fromCall<{
      settings: AccountSettings
      security: AccountSecurity
      billing: BillingOverview
    }>(async ({ signal }) => {
      const [settings, security, billing] = await Promise.all([
        fetchAccountSettings(signal),
        fetchAccountSecurity(signal),
        fetchBilling(signal),
      ])
      return { settings, security, billing }
    }),
    changePlan: fromCall<BillingOverview, PlanChoice | null>(({ input }) => {
      if (!input) throw new Error('No plan is chosen.')
      return changePlan(input)
    }),
    addCard: fromCall<BillingOverview, NewPaymentCard>(({ input }) => addPaymentCard(input)),
    changeCard: fromCall<BillingOverview, CardChange>(({ input }) =>
      input.kind === 'default' ? makeCardDefault(input.id) : removePaymentCard(input.id),
    ),
    saveAddress: fromCall<BillingOverview, BillingAddress | null>(({ input }) => {
      if (!input) throw new Error('The billing address is not loaded yet.')
      return saveBillingAddress(input)
    }),
    saveSocial: fromCall<AccountSettings, AccountSettingsUpdate['social']>(({ input }) =>
      saveAccountSettings({ social: input }),
    ),
    saveProfile: fromCall<AccountSettings, ProfileDraft | null>(({ input }) => {
      if (!input) throw new Error('The settings are not loaded yet.')
      return saveAccountSettings({ general: input.general, info: input.info })
    }),
    changePassword: fromCall<AccountSecurity, PasswordDraft>(({ input }) =>
      changeAccountPassword(input),
    ),
    saveTwoStep: fromCall<AccountSecurity, { enabled: boolean; phone: string }>(({ input }) =>
      saveAccountTwoStep(input),
    ),
    saveNotifications: fromCall<AccountSettings, AccountNotification | null>(({ input }) => {
      if (!input) throw new Error('The settings are not loaded yet.')
      return saveAccountSettings({ notification: input })
    }),
    readAvatar: fromCall<string, File>(({ input }) => readAsDataUrl(input)),
    endSession: fromCall<AccountSecurity, string>(({ input }) => endAccountSession(input)),
    deactivate: fromCall<unknown, string>(({ input }) =>
      deactivateAccount({ confirmEmail: input }),
    ),
  },
  actions: {
    failed: assign(({ context }, { form, error }: { form: AccountForm; error: unknown }) => ({
      problems: { ...context.problems, ...serverProblemsOf(error) },
      failures: {
        ...context.failures,
        [form]: hasAny(serverProblemsOf(error)) ? undefined : failureOf(error),
      },
    })),
    startSave: assign(({ context }, form: AccountForm) => ({
      failures: { ...context.failures, [form]: undefined },
      notice: null,
    })),
  },
  guards: {
    profileInvalid: ({ context }) =>
      context.profile === null || hasAny(checkProfile(context.profile)),
    passwordInvalid: ({ context }) => hasAny(checkPassword(context.password)),
    phoneInvalid: ({ context, event }) =>
      event.type === 'twoStep.submit' && hasAny(checkTwoStepPhone(context.phone, event.enabled)),
  },
})
