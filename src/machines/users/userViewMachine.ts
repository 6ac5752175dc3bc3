import { assign } from 'xstate'
import { ApiError } from '../../api/http'
import { emptyUserFields } from './userFormRules'
import { emptyPasswordFields } from '../shared/fieldProblems'
import { editRegion, planRegion, statusRegion } from './userViewDialogs'
import { userViewSetup } from './userViewSetup'
import {
  billingRegion,
  notificationsRegion,
  passwordRegion,
  twoStepRegion,
} from './userViewSettings'

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * The user view page (/apps/user/view/:id): loads the user, their account and invoices (tags
 * `loading`, `error`, `notFound`, `ready`), then runs the card's dialogs (edit, suspend or
 * activate, upgrade plan) and the tabs' forms (password, two-step, notifications, billing) side
 * by side. Every save refetches in place (SPEC §4); so do other tabs' writes to users.
 */
export const userViewMachine = userViewSetup.createMachine({
  id: 'userView',
  context: ({ input }) => ({
    id: input.id,
    tab: input.tab ?? 'account',
    user: null,
    account: null,
    invoices: [],
    loadFailure: null,
    edit: { fields: emptyUserFields, errors: {}, failure: null },
    plan: { choice: null, error: null, failure: null },
    password: { fields: emptyPasswordFields, errors: {}, failure: null },
    twoStep: { phone: '', error: null, failure: null, target: false },
    notifications: { draft: null, failure: null },
    billing: { fields: null, errors: {}, failure: null },
    notice: null,
  }),
  invoke: { src: 'listenToChanges' },
  initial: 'loading',
  on: {
    'tab.show': { actions: assign({ tab: ({ event }) => event.tab }) },
    'notice.dismiss': { actions: assign({ notice: null }) },
    'view.open': {
      // Another user's page; the page without an id keeps the first user it found.
      guard: ({ context, event }) => event.id !== null && event.id !== context.id,
      target: '.loading',
      actions: assign(({ event }) => ({
        id: event.id,
        user: null,
        account: null,
        invoices: [],
        notice: null,
      })),
    },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadUserView',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              ...event.output,
              id: event.output.user.id,
              loadFailure: null,
            })),
            'resetDrafts',
          ],
        },
        onError: [
          { guard: ({ event }) => isNotFound(event.error), target: 'notFound' },
          { target: 'error', actions: assign({ loadFailure: ({ event }) => event.error }) },
        ],
      },
    },
    notFound: { tags: ['notFound'] },
    error: { tags: ['error'], on: { 'view.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      type: 'parallel',
      states: {
        // A refetch in place: what is shown stays until the answer comes.
        refresh: {
          initial: 'idle',
          states: {
            idle: { on: { 'view.refresh': 'fetching' } },
            fetching: {
              on: { 'view.refresh': { target: 'fetching', reenter: true } },
              invoke: {
                src: 'loadUserView',
                input: ({ context }) => ({ id: context.id }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ event }) => ({
                    user: event.output.user,
                    account: event.output.account,
                    invoices: event.output.invoices,
                  })),
                },
                // The page keeps what it shows; the next write or visit tries again.
                onError: 'idle',
              },
            },
          },
        },
        edit: editRegion,
        status: statusRegion,
        plan: planRegion,
        password: passwordRegion,
        twoStep: twoStepRegion,
        notifications: notificationsRegion,
        billing: billingRegion,
      },
    },
  },
})
