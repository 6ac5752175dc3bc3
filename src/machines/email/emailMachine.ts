import { assign, enqueueActions, or, raise, setup, stateIn } from 'xstate'
import type { EmailsResponse } from '../../api/types/email'
import { composeMachine } from './composeMachine'
import { emailActors } from './emailActors'
import { keepListed, moveCursor } from './emailChanges'
import { failureOf } from './emailFailure'
import { type EmailContext, type EmailEvent, type EmailInput, noMeta } from './emailMachineTypes'
import * as steps from './emailSteps'
import { inboxView, listContextOf } from './emailView'

export type { EmailContext, EmailEvent, EmailInput, EmailNotice } from './emailMachineTypes'

const targetIds = (context: EmailContext, ids: number[] | undefined) => ids ?? context.selectedIds

/**
 * The mailbox (SPEC §4, issue #5). Regions: `list` (tags loading / empty /
 * error / populated), `refresh` (refetch in place with the last parameters
 * after writes), `reader` (the open email, previous/next), `compose` (a child
 * compose machine), `notice` (the toast, with Undo after a move to trash) and
 * `search` (the typing pause). Writes are optimistic: applied at once, one
 * spawned actor each, rolled back on error. The logic is in `emailSteps.ts`.
 */
export const emailMachine = setup({
  types: {
    context: {} as EmailContext,
    events: {} as EmailEvent,
    input: {} as EmailInput,
    children: {} as { composer: 'compose' },
  },
  actors: { ...emailActors, compose: composeMachine },
  delays: {
    noticeDuration: ({ context }) => context.noticeMs,
    searchPause: ({ context }) => context.searchDelayMs,
  },
  actions: {
    /** Carries out a step: the new context, its writes (one actor each), its signals. */
    run: enqueueActions(({ enqueue }, step: steps.EmailStep) => {
      enqueue.assign(step.context)
      for (const input of step.writes)
        enqueue.spawnChild('writeEmails', { id: input.writeId, input })
      for (const signal of step.signals) enqueue.raise({ type: signal })
    }),
    stopWrite: enqueueActions(({ enqueue }, writeId: string) => enqueue.stopChild(writeId)),
    setList: assign(({ context }, response: EmailsResponse) => ({
      emails: response.emails,
      meta: response.emailsMeta,
      listFailure: null,
      selectedIds: keepListed(context.selectedIds, response.emails),
      cursorId: response.emails.some((email) => email.id === context.cursorId)
        ? context.cursorId
        : undefined,
    })),
  },
  guards: {
    noEmails: (_, response: EmailsResponse) => response.emails.length === 0,
    hasEmails: (_, response: EmailsResponse) => response.emails.length > 0,
    hasEmailId: ({ context }) => context.view.emailId !== undefined,
    hasPrevious: ({ context }) => context.openEmail?.hasPreviousMail === true,
    hasNext: ({ context }) => context.openEmail?.hasNextMail === true,
    canUndo: ({ context }) => context.notice?.kind === 'trashed',
    writesPending: ({ context }) => Object.keys(context.pendingWrites).length > 0,
  },
}).createMachine({
  id: 'email',
  context: ({ input }) => ({
    view: input.view ?? inboxView,
    searchText: input.view?.q ?? '',
    emails: [],
    meta: noMeta,
    listFailure: null,
    selectedIds: [],
    cursorId: input.view?.emailId,
    openEmail: null,
    readerFailure: null,
    pendingWrites: {},
    writeCount: 0,
    notice: null,
    composeInput: {},
    noticeMs: input.noticeMs ?? 6000,
    searchDelayMs: input.searchDelayMs ?? 300,
  }),
  type: 'parallel',
  // Another tab changed emails (starred, moved, sent…): refetch in place, counts and all.
  invoke: { src: 'listenToEmailChanges' },
  on: {
    'view.changed': {
      actions: { type: 'run', params: ({ context, event }) => steps.showView(context, event.view) },
    },
    'reader.close': {
      actions: { type: 'run', params: ({ context }) => steps.closeEmail(context) },
    },
    'selection.toggle': {
      actions: assign(({ context, event }) => ({
        selectedIds: context.selectedIds.includes(event.id)
          ? context.selectedIds.filter((id) => id !== event.id)
          : [...context.selectedIds, event.id],
      })),
    },
    'selection.all': {
      actions: assign(({ context }) => ({
        selectedIds:
          context.emails.length > 0 && context.selectedIds.length === context.emails.length
            ? []
            : context.emails.map((email) => email.id),
      })),
    },
    'selection.clear': { actions: assign({ selectedIds: [] }) },
    'cursor.move': {
      actions: assign(({ context, event }) => ({
        cursorId: moveCursor(context.emails, context.cursorId, event.by),
      })),
    },
    'cursor.set': { actions: assign(({ event }) => ({ cursorId: event.id })) },
    'emails.update': {
      actions: {
        type: 'run',
        params: ({ context, event }) =>
          steps.write(context, targetIds(context, event.ids), { kind: 'update', data: event.data }),
      },
    },
    'emails.label': {
      actions: {
        type: 'run',
        params: ({ context, event }) =>
          steps.write(context, targetIds(context, event.ids), {
            kind: 'label',
            label: event.label,
          }),
      },
    },
    'emails.trash': {
      actions: {
        type: 'run',
        params: ({ context, event }) => steps.trash(context, targetIds(context, event.ids)),
      },
    },
    'write.succeeded': {
      actions: [
        { type: 'stopWrite', params: ({ event }) => event.writeId },
        {
          type: 'run',
          params: ({ context, event }) => steps.writeSucceeded(context, event.writeId),
        },
      ],
    },
    'write.failed': {
      actions: [
        { type: 'stopWrite', params: ({ event }) => event.writeId },
        {
          type: 'run',
          params: ({ context, event }) => steps.writeFailed(context, event.writeId, event.error),
        },
      ],
    },
  },
  states: {
    list: {
      initial: 'loading',
      // A region targeting its own child re-enters that child (restarting its invoke); `reenter`
      // here would make the whole machine the transition's domain and restart every region.
      on: { 'list.load': '.loading' },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchEmails',
            input: ({ context }) => listContextOf(context.view),
            onDone: [
              {
                guard: { type: 'noEmails', params: ({ event }) => event.output },
                target: 'empty',
                actions: { type: 'setList', params: ({ event }) => event.output },
              },
              {
                target: 'populated',
                actions: { type: 'setList', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'error',
              actions: assign(({ event }) => ({ listFailure: failureOf(event.error) })),
            },
          },
        },
        populated: {
          tags: ['populated'],
          on: {
            'list.refreshed': {
              guard: { type: 'noEmails', params: ({ event }) => event.response },
              target: 'empty',
            },
          },
        },
        empty: {
          tags: ['empty'],
          on: {
            'list.refreshed': {
              guard: { type: 'hasEmails', params: ({ event }) => event.response },
              target: 'populated',
            },
          },
        },
        error: {
          tags: ['error'],
          on: { 'list.retry': 'loading', 'list.refetch': 'loading' },
        },
      },
    },
    /** Refetches a loaded list in place, with the last parameters: its rows stay while it loads. */
    refresh: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.refetch': {
              guard: or([stateIn({ list: 'populated' }), stateIn({ list: 'empty' })]),
              target: 'fetching',
            },
          },
        },
        fetching: {
          tags: ['refreshing'],
          on: {
            'list.refetch': { target: 'fetching', reenter: true },
            'list.load': 'idle',
          },
          invoke: {
            src: 'fetchEmails',
            input: ({ context }) => listContextOf(context.view),
            onDone: [
              // A write started while this was loading: its own refetch will follow, and this
              // answer would overwrite its optimistic change.
              { guard: 'writesPending', target: 'idle' },
              {
                target: 'idle',
                actions: [
                  { type: 'setList', params: ({ event }) => event.output },
                  raise(({ event }) => ({
                    type: 'list.refreshed' as const,
                    response: event.output,
                  })),
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.failed(context, event.error),
              },
            },
          },
        },
      },
    },
    reader: {
      initial: 'starting',
      on: {
        'reader.load': '.loading',
        'reader.clear': '.closed',
      },
      states: {
        starting: { always: [{ guard: 'hasEmailId', target: 'loading' }, { target: 'closed' }] },
        closed: { entry: assign({ openEmail: null, readerFailure: null }) },
        loading: {
          tags: ['reading'],
          invoke: {
            src: 'fetchEmail',
            input: ({ context }) => ({
              id: context.view.emailId ?? 0,
              list: listContextOf(context.view),
            }),
            onDone: {
              target: 'open',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.openEmail(context, event.output),
              },
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({ readerFailure: failureOf(event.error) })),
            },
          },
        },
        open: {
          on: {
            'reader.previous': { guard: 'hasPrevious', target: 'paging' },
            'reader.next': { guard: 'hasNext', target: 'paging' },
          },
        },
        paging: {
          tags: ['paging'],
          invoke: {
            src: 'pageEmail',
            input: ({ context, event }) => ({
              emailId: context.openEmail?.id ?? 0,
              dir: event.type === 'reader.previous' ? 'previous' : 'next',
              list: listContextOf(context.view),
            }),
            onDone: {
              target: 'open',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.pageTo(context, event.output),
              },
            },
            onError: {
              target: 'open',
              actions: {
                type: 'run',
                params: ({ context, event }) => steps.failed(context, event.error),
              },
            },
          },
        },
        failed: { tags: ['readerError'], on: { 'reader.retry': 'loading' } },
      },
    },
    compose: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'compose.open': {
              target: 'open',
              actions: assign(({ event }) => ({ composeInput: event.input ?? {} })),
            },
          },
        },
        open: {
          invoke: {
            id: 'composer',
            src: 'compose',
            input: ({ context }) => context.composeInput,
            onDone: [
              { guard: ({ event }) => event.output.outcome === 'discarded', target: 'closed' },
              {
                target: 'closed',
                actions: {
                  type: 'run',
                  params: ({ context, event }) =>
                    steps.composed(context, event.output.outcome === 'sent' ? 'sent' : 'saved'),
                },
              },
            ],
          },
        },
      },
    },
    notice: {
      initial: 'hidden',
      on: { 'notice.show': '.shown' },
      states: {
        hidden: { entry: assign({ notice: null }) },
        shown: {
          after: { noticeDuration: 'hidden' },
          on: {
            'notice.dismiss': 'hidden',
            'notice.undo': {
              guard: 'canUndo',
              actions: { type: 'run', params: ({ context }) => steps.undoTrash(context) },
            },
          },
        },
      },
    },
    search: {
      initial: 'idle',
      on: {
        'search.type': {
          target: '.pausing',
          actions: assign(({ event }) => ({ searchText: event.text })),
        },
        'search.submit': {
          target: '.idle',
          actions: { type: 'run', params: ({ context }) => steps.commitSearch(context) },
        },
      },
      states: {
        idle: {},
        pausing: {
          after: {
            searchPause: {
              target: 'idle',
              actions: { type: 'run', params: ({ context }) => steps.commitSearch(context) },
            },
          },
        },
      },
    },
  },
})
