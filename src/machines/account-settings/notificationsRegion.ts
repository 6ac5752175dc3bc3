// The Notifications tab's region of the account settings machine: the six toggles as a draft,
// saved together through POST /account-setting/data.
import { assign } from 'xstate'
import { accountSettingsSetup } from './accountSettingsSetup'

export const notificationsRegion = accountSettingsSetup.createStateConfig({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'notification.toggle': {
          actions: assign(({ context, event }) => ({
            notification: context.notification
              ? { ...context.notification, [event.key]: !context.notification[event.key] }
              : null,
          })),
        },
        'notification.submit': {
          target: 'saving',
          actions: { type: 'startSave', params: 'notifications' },
        },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        src: 'saveNotifications',
        input: ({ context }) => context.notification,
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            settings: event.output,
            notification: { ...event.output.notification },
            notice: 'notificationsSaved' as const,
          })),
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'failed',
            params: ({ event }) => ({ form: 'notifications', error: event.error }),
          },
        },
      },
    },
  },
})
