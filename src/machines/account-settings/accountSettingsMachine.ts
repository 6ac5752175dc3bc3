// The signed-in account's settings page: loads the settings and the security state, keeps a
// draft per form (kept when a save fails), checks each with the shared rules, and saves it.
import { assertEvent, assign } from 'xstate'
import { failureOf } from '../shared/callFailure'
import {
  avatarFileCheck,
  checkProfile,
  emptyPasswordDraft,
  phoneOf,
  profileDraftOf,
  withProfileField,
} from './accountSettingsForms'
import {
  deactivationRegion,
  passwordRegion,
  sessionsRegion,
  twoStepRegion,
} from './accountSecurityRegions'
import { accountSettingsSetup, hasAny, withoutKeys } from './accountSettingsSetup'
import { addressRegion, cardsRegion, planRegion } from './billingRegions'
import { emptyCard } from './billingForms'
import { connectionsRegion, socialLinksRegion } from './connectionsRegions'
import { notificationsRegion } from './notificationsRegion'

export const accountSettingsMachine = accountSettingsSetup.createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({
    tab: input.tab,
    settings: null,
    security: null,
    loadFailure: null,
    profile: null,
    notification: null,
    password: emptyPasswordDraft,
    phone: '',
    confirmEmail: '',
    billing: null,
    planChoice: input.planChoice ?? null,
    card: emptyCard,
    address: null,
    socialLinks: null,
    problems: {},
    failures: {},
    notice: null,
  }),
  on: {
    'tab.show': { actions: assign({ tab: ({ event }) => event.tab }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            settings: event.output.settings,
            security: event.output.security,
            profile: profileDraftOf(event.output.settings),
            notification: { ...event.output.settings.notification },
            phone: phoneOf(event.output.security),
            billing: event.output.billing,
            address: { ...event.output.billing.address },
            socialLinks: { ...event.output.settings.social.socialLinks },
            loadFailure: null,
          })),
        },
        onError: {
          target: 'error',
          actions: assign({ loadFailure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    error: { tags: ['error'], on: { 'page.retry': 'loading' } },
    ready: {
      tags: ['populated'],
      type: 'parallel',
      states: {
        profile: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'profile.change': {
                  actions: assign(({ context, event }) => ({
                    profile: context.profile
                      ? withProfileField(context.profile, event.field, event.value)
                      : null,
                    problems: withoutKeys(context.problems, [event.field]),
                  })),
                },
                'profile.avatarPicked': [
                  {
                    guard: ({ event }) => hasAny(avatarFileCheck(event.file)),
                    actions: assign(({ context, event }) => ({
                      problems: { ...context.problems, ...avatarFileCheck(event.file) },
                    })),
                  },
                  { target: 'readingAvatar' },
                ],
                'profile.submit': [
                  {
                    guard: 'profileInvalid',
                    actions: assign(({ context }) => ({
                      problems: {
                        ...context.problems,
                        ...(context.profile ? checkProfile(context.profile) : {}),
                      },
                    })),
                  },
                  { target: 'saving', actions: { type: 'startSave', params: 'profile' } },
                ],
              },
            },
            readingAvatar: {
              invoke: {
                src: 'readAvatar',
                input: ({ event }) => {
                  assertEvent(event, 'profile.avatarPicked')
                  return event.file
                },
                onDone: {
                  target: 'editing',
                  actions: assign(({ context, event }) => ({
                    profile: context.profile
                      ? withProfileField(context.profile, 'general.avatar', event.output)
                      : null,
                    problems: withoutKeys(context.problems, ['general.avatar']),
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: assign(({ context }) => ({
                    problems: { ...context.problems, 'general.avatar': { code: 'avatarType' } },
                  })),
                },
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                src: 'saveProfile',
                input: ({ context }) => context.profile,
                onDone: {
                  target: 'editing',
                  actions: assign(({ event }) => ({
                    settings: event.output,
                    profile: profileDraftOf(event.output),
                    notice: 'profileSaved' as const,
                  })),
                },
                onError: {
                  target: 'editing',
                  actions: {
                    type: 'failed',
                    params: ({ event }) => ({ form: 'profile', error: event.error }),
                  },
                },
              },
            },
          },
        },
        password: passwordRegion,
        twoStep: twoStepRegion,
        sessions: sessionsRegion,
        deactivation: deactivationRegion,
        notifications: notificationsRegion,
        plan: planRegion,
        cards: cardsRegion,
        address: addressRegion,
        socialLinks: socialLinksRegion,
        connections: connectionsRegion,
      },
    },
  },
})
