// The Connections tab's regions of the account settings machine: the social links (http(s)
// addresses or empty, checked before sending and again by the back end) and the connected
// accounts (connect or disconnect, saved at once), both through POST /account-setting/data.
import { assertEvent, assign } from 'xstate'
import type { AccountSettings, SocialConnection } from '../../api/types/pages'
import { accountSettingsSetup, hasAny, withoutKeys } from './accountSettingsSetup'
import { checkSocialLinks, socialLinkPath } from './billingForms'

export const socialLinksRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'social.change': {
          actions: assign(({ context, event }) => ({
            socialLinks: context.socialLinks
              ? { ...context.socialLinks, [event.name]: event.value }
              : null,
            problems: withoutKeys(context.problems, [socialLinkPath(event.name)]),
          })),
        },
        'social.submit': [
          {
            guard: ({ context }) =>
              context.socialLinks === null || hasAny(checkSocialLinks(context.socialLinks)),
            actions: assign(({ context }) => ({
              problems: {
                ...context.problems,
                ...(context.socialLinks ? checkSocialLinks(context.socialLinks) : {}),
              },
            })),
          },
          { target: 'saving', actions: { type: 'startSave', params: 'social' } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveSocial',
        input: ({ context }) => ({
          socialLinks: Object.fromEntries(
            Object.entries(context.socialLinks ?? {}).map(([name, link]) => [name, link.trim()]),
          ),
        }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            settings: event.output,
            socialLinks: { ...event.output.social.socialLinks },
            notice: 'socialSaved' as const,
          })),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'social', error: event.error }),
          },
        },
      },
    },
  },
})

/** Connecting names the account by its username (the demo has no provider to sign in to). */
function toggled(settings: AccountSettings, connection: SocialConnection): SocialConnection {
  return connection.isConnected
    ? { isConnected: false, handle: null, avatar: null }
    : { isConnected: true, handle: settings.general.username, avatar: null }
}

export const connectionsRegion = accountSettingsSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'connection.toggle': {
          guard: ({ context }) => context.settings !== null,
          target: 'saving',
          actions: { type: 'startSave', params: 'connections' },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveSocial',
        input: ({ context, event }) => {
          assertEvent(event, 'connection.toggle')
          const settings = context.settings
          if (!settings) return {}
          const connection = settings.social.connections[event.name]
          return { connections: { [event.name]: toggled(settings, connection) } }
        },
        onDone: {
          target: 'idle',
          actions: assign(({ event }) => ({
            settings: event.output,
            notice: 'connectionsSaved' as const,
          })),
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'connections', error: event.error }),
          },
        },
      },
    },
  },
})
