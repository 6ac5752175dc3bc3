// The user view machine's setup: types, actors, guards and the actions its regions share.
import { assign, raise, setup } from 'xstate'
import type { UserAccount } from '../../api/types/userAccount'
import type { User } from '../../api/types/users'
import { hasUserErrors, validateUserFields } from './userFormRules'
import { userViewActors } from './userViewActors'
import { hasProblems, validatePassword } from '../shared/fieldProblems'
import { billingFieldsOf, validateBilling } from './userViewRules'
import type { UserViewContext, UserViewEvent, UserViewInput, UserViewSave } from './userViewTypes'

/** The context with a stored user and/or account in place (after a load or a save). */
export function withStored(
  context: UserViewContext,
  stored: { user?: User; account?: UserAccount },
): Partial<UserViewContext> {
  return { user: stored.user ?? context.user, account: stored.account ?? context.account }
}

export const userViewSetup = setup({
  types: {
    context: {} as UserViewContext,
    events: {} as UserViewEvent,
    input: {} as UserViewInput,
  },
  actors: userViewActors,
  guards: {
    isEditValid: ({ context }) => !hasUserErrors(validateUserFields(context.edit.fields)),
    isPasswordValid: ({ context }) => !hasProblems(validatePassword(context.password.fields)),
    isBillingValid: ({ context }) =>
      context.billing.fields !== null && !hasProblems(validateBilling(context.billing.fields)),
    isNewPlanChosen: ({ context }) =>
      context.plan.choice !== null && context.plan.choice !== context.user?.currentPlan,
  },
  actions: {
    /** Every form starts again from what is stored. */
    resetDrafts: assign(({ context }) => ({
      notifications: { draft: context.account?.notifications ?? null, failure: null },
      billing: {
        fields:
          context.user && context.account
            ? billingFieldsOf(context.user, context.account.billing)
            : null,
        errors: {},
        failure: null,
      },
      twoStep: {
        phone: context.account?.twoStep.phone ?? '',
        error: null,
        failure: null,
        target: false,
      },
    })),
    notifySaved: assign((_, what: UserViewSave) => ({ notice: { kind: 'saved' as const, what } })),
    /** SPEC §4: after a write, the page refetches what it shows (the timeline gained an entry). */
    refetch: raise({ type: 'view.refresh' }),
  },
})
