import { assign, enqueueActions, setup } from 'xstate'
import type { EmailListContext, EmailsResponse } from '../../api/types/email'
import { listRegionsTellingRefetchFailure } from '../shared/listRegions'
import { noticeRegion } from '../shared/noticeRegion'
import { typingPauseRegion } from '../shared/typingPauseRegion'
import { runStep, writeAnswers } from '../shared/writeKit'
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
 * The mailbox (SPEC §4, issue #5). Regions: `list` (tags loading / empty / error / populated) and
 * `refresh` (refetch in place with the last parameters after writes), both from `listRegions`;
 * `reader` (the open email, previous/next), `compose` (a child compose machine), `notice` (the
 * toast, with Undo after a move to trash: the write kit's `noticeRegion`) and `search` (the typing
 * pause). Writes are optimistic (`src/machines/shared/writeKit.ts`): applied at once, one spawned
 * actor each, rolled back on error. The logic is in `emailSteps.ts`.
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
    /**
     * Carries out a step (`runStep`): the new context, its writes, its signals. Without params,
     * the step of a write's answer.
     */
    run: enqueueActions(({ context, event, enqueue }, given: steps.EmailStep | undefined) =>
      runStep(enqueue, event, given ?? steps.answered(context, event)),
    ),
    setList: assign(({ context }, response: EmailsResponse) => ({
      emails: response.emails,
      meta: response.emailsMeta,
      isListAnswerEmpty: response.emails.length === 0,
      listFailure: null,
      selectedIds: keepListed(context.selectedIds, response.emails),
      cursorId: response.emails.some((email) => email.id === context.cursorId)
        ? context.cursorId
        : undefined,
    })),
    setListFailure: assign((_, error: unknown) => ({ listFailure: failureOf(error) })),
    /** A refetch failed: the list stays, a notice says so. */
    refetchFailed: enqueueActions(({ context, event, enqueue }, error: unknown) =>
      runStep(enqueue, event, steps.failed(context, error)),
    ),
    clearNotice: assign({ notice: null }),
    setSearchText: assign((_, text: string) => ({ searchText: text })),
  },
  guards: {
    // Empty and populated follow the last answer: a write that empties the list shows it empty
    // once the refetch after it finds no emails.
    listEmpty: ({ context }) => context.isListAnswerEmpty,
    listNotEmpty: ({ context }) => !context.isListAnswerEmpty,
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
    isListAnswerEmpty: false,
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
    ...writeAnswers,
    // Undo of a move to trash, while its notice shows (the notice is null once hidden).
    'notice.undo': {
      guard: 'canUndo',
      actions: { type: 'run', params: ({ context }) => steps.undoTrash(context) },
    },
  },
  states: {
    ...listRegionsTellingRefetchFailure<EmailContext, EmailListContext, EmailsResponse>((context) =>
      listContextOf(context.view),
    ),
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
    notice: noticeRegion(),
    search: typingPauseRegion<EmailContext, steps.EmailStep>(steps.commitSearch),
  },
})
