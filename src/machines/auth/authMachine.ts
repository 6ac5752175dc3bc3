import { assertEvent, assign, fromCallback, setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { type AppAbility, createAppAbility } from '../../api/access'
import { login, logout, register } from '../../api/auth'
import { ApiError, onSessionEvent } from '../../api/http'
import {
  clearStoredSession,
  readStoredSession,
  type StoredSession,
  storeSession,
} from '../../api/session'
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  UserData,
} from '../../api/types/auth'

export interface AuthFieldErrors {
  email?: string
  username?: string
  password?: string
}

export type AuthNotice = 'sessionExpired' | 'signedOut' | null

export interface AuthContext {
  userData: UserData | null
  /** "Remember me" of the last sign-in: keep the session after the browser closes. */
  isRemembered: boolean
  ability: AppAbility
  fieldErrors: AuthFieldErrors
  /** A problem that belongs to no field (the server is unreachable, …). */
  formError: string | null
  notice: AuthNotice
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string; isRemembered?: boolean }
  | { type: 'auth.register'; email: string; password: string; username: string }
  | { type: 'auth.logout' }
  | { type: 'auth.sessionExpired' }
  | { type: 'auth.refreshed'; userData: UserData }
  | { type: 'auth.clearErrors' }

const signedOutContext = { userData: null, ability: createAppAbility(undefined) }

function signedInContext(userData: UserData) {
  return {
    userData,
    ability: createAppAbility(userData.ability),
    fieldErrors: {},
    formError: null,
    notice: null,
  }
}

function describeFailure(error: unknown): Pick<AuthContext, 'fieldErrors' | 'formError'> {
  if (
    error instanceof ApiError &&
    error.body &&
    typeof error.body === 'object' &&
    'error' in error.body
  ) {
    return { fieldErrors: error.body.error as AuthFieldErrors, formError: null }
  }
  if (error instanceof ApiError) return { fieldErrors: {}, formError: error.message }
  return {
    fieldErrors: {},
    formError: 'The server could not be reached. Check your connection and try again.',
  }
}

/** Signed in or out, from stored user data; login, register, logout; follows the client's refreshes. */
export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actors: {
    loadStoredSession: fromCall<StoredSession | null>(async () => readStoredSession()),
    submitLogin: fromCall<LoginResponse, LoginRequest>(({ input }) => login(input)),
    submitRegister: fromCall<RegisterResponse, RegisterRequest>(({ input }) => register(input)),
    submitLogout: fromCall(() => logout()),
    watchSession: fromCallback<AuthEvent>(({ sendBack }) =>
      onSessionEvent((event) =>
        sendBack(
          event.type === 'expired'
            ? { type: 'auth.sessionExpired' }
            : {
                type: 'auth.refreshed',
                userData: event.type === 'refreshed' ? event.session.userData : event.userData,
              },
        ),
      ),
    ),
  },
  actions: {
    saveSession: ({ context }, session: StoredSession) =>
      storeSession(session, context.isRemembered),
    clearSession: () => clearStoredSession(),
    setUser: assign((_, userData: UserData) => signedInContext(userData)),
    resetUser: assign((_, notice: AuthNotice) => ({ ...signedOutContext, notice })),
    resetErrors: assign({ fieldErrors: {}, formError: null }),
  },
  guards: {
    hasStoredSession: (_, session: StoredSession | null) => session !== null,
    isRegisterRejected: (_, answer: RegisterResponse) => 'error' in answer,
  },
}).createMachine({
  id: 'auth',
  context: {
    ...signedOutContext,
    isRemembered: true,
    fieldErrors: {},
    formError: null,
    notice: null,
  },
  invoke: { src: 'watchSession' },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'loadStoredSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: assign(({ event }) =>
              event.output ? signedInContext(event.output.userData) : {},
            ),
          },
          { target: 'signedOut' },
        ],
        onError: 'signedOut',
      },
    },
    signedOut: {
      tags: ['signedOut'],
      on: {
        'auth.login': {
          target: 'signingIn',
          actions: [
            'resetErrors',
            assign(({ event }) => ({ isRemembered: event.isRemembered ?? true })),
          ],
        },
        'auth.register': {
          target: 'registering',
          actions: ['resetErrors', assign({ isRemembered: true })],
        },
        'auth.clearErrors': { actions: 'resetErrors' },
      },
    },
    signingIn: {
      tags: ['signedOut', 'submitting'],
      invoke: {
        src: 'submitLogin',
        input: ({ event }) => {
          assertEvent(event, 'auth.login')
          return { email: event.email, password: event.password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'saveSession', params: ({ event }) => event.output },
            { type: 'setUser', params: ({ event }) => event.output.userData },
          ],
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => describeFailure(event.error)),
        },
      },
    },
    registering: {
      tags: ['signedOut', 'submitting'],
      invoke: {
        src: 'submitRegister',
        input: ({ event }) => {
          assertEvent(event, 'auth.register')
          return { email: event.email, password: event.password, username: event.username }
        },
        onDone: [
          {
            guard: { type: 'isRegisterRejected', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: assign(({ event }) => ({
              fieldErrors: 'error' in event.output ? event.output.error : {},
              formError: null,
            })),
          },
          {
            target: 'signedIn',
            actions: [
              {
                type: 'saveSession',
                params: ({ event }) => {
                  if ('error' in event.output) throw new Error('unreachable: rejected registration')
                  const { user, accessToken, refreshToken } = event.output
                  return { userData: user, accessToken, refreshToken }
                },
              },
              {
                type: 'setUser',
                params: ({ event }) => {
                  if ('error' in event.output) throw new Error('unreachable: rejected registration')
                  return event.output.user
                },
              },
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => describeFailure(event.error)),
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'auth.logout': 'signingOut',
        'auth.sessionExpired': {
          target: 'signedOut',
          actions: ['clearSession', { type: 'resetUser', params: 'sessionExpired' }],
        },
        'auth.refreshed': { actions: { type: 'setUser', params: ({ event }) => event.userData } },
      },
    },
    signingOut: {
      tags: ['signedIn', 'submitting'],
      // Signing out never fails for the user: a server that cannot be reached still forgets nothing locally.
      invoke: {
        src: 'submitLogout',
        onDone: {
          target: 'signedOut',
          actions: ['clearSession', { type: 'resetUser', params: 'signedOut' }],
        },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', { type: 'resetUser', params: 'signedOut' }],
        },
      },
    },
  },
})
