// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assign, createActor, enqueueActions, setup, SimulatedClock } from 'xstate'
import { ApiError } from '../../src/api/http'
import type { CallFailure } from '../../src/machines/shared/callFailure'
import { commitOnLeave } from '../../src/machines/shared/commitOnLeave'
import { noticeRegion } from '../../src/machines/shared/noticeRegion'
import { undoRegion } from '../../src/machines/shared/undoRegion'
import {
  fromWrite,
  runStep,
  type WriteAnswer,
  writeAnswers,
  type WriteStep,
} from '../../src/machines/shared/writeKit'
import { type OptimisticContext, optimisticSteps } from '../../src/machines/shared/writeSteps'

// The write kit on its own, in a machine made as a new area would make it (notes that can be
// renamed and deleted): optimistic writes, rollback with a notice, the Undo window on a
// SimulatedClock, the held delete sent when the machine stops, write actors stopped with it.

interface Note {
  id: number
  text: string
}
type NoteWrite = { kind: 'rename'; id: number; text: string } | { kind: 'delete'; id: number }
type NoteNotice =
  | { kind: 'deleted' | 'restored'; note: Note }
  | { kind: 'failed'; action: NoteWrite['kind']; failure: CallFailure }
interface NotesContext extends OptimisticContext<Note, NoteNotice> {
  notes: Note[]
  held: Note | null
  refetches: number
}
type Signal = 'list.refetch' | 'undo.start' | 'undo.clear'
type NotesEvent =
  | { type: 'note.rename'; id: number; text: string }
  | { type: 'note.delete'; id: number }
  | { type: 'notice.show' }
  | { type: 'notice.undo' }
  | { type: 'notice.dismiss' }
  | { type: 'undo.start' }
  | { type: 'undo.clear' }
  | { type: 'undo.commit' }
  | { type: 'list.refetch' }
  | WriteAnswer

const putBack = (notes: Note[], note: Note) =>
  [...notes.filter((each) => each.id !== note.id), note].sort((a, b) => a.id - b.id)

const kit = optimisticSteps<NotesContext, Note, NoteNotice, NoteWrite, Signal>({
  refetch: ['list.refetch'],
  rollBack: (context, before) => ({ ...context, notes: putBack(context.notes, before) }),
  failed: (_, failure) => ({ kind: 'failed', action: 'rename', failure }),
})
type NotesStep = WriteStep<NotesContext, NoteWrite, Signal | 'notice.show'>

function rename(context: NotesContext, id: number, text: string): NotesStep {
  const before = context.notes.find((note) => note.id === id)
  if (!before) return kit.stay(context)
  const notes = context.notes.map((note) => (note.id === id ? { ...note, text } : note))
  return kit.startWrite({ ...context, notes }, { kind: 'rename', id, text }, before)
}

function commitDelete(context: NotesContext): NotesStep {
  const { held } = context
  if (!held) return kit.stay(context)
  return kit.startWrite({ ...context, held: null }, { kind: 'delete', id: held.id }, held)
}

function remove(context: NotesContext, id: number): NotesStep {
  return kit.then(commitDelete(context), (next) => {
    const note = next.notes.find((each) => each.id === id)
    if (!note) return kit.stay(next)
    const notes = next.notes.filter((each) => each !== note)
    return kit.notify({ ...next, notes, held: note }, { kind: 'deleted', note }, ['undo.start'])
  })
}

function undoDelete(context: NotesContext): NotesStep {
  const { held } = context
  if (!held) return kit.stay(context)
  const back = { ...context, notes: putBack(context.notes, held), held: null }
  return kit.notify(back, { kind: 'restored', note: held }, ['undo.clear'])
}

function stepForEvent(context: NotesContext, event: NotesEvent): NotesStep {
  switch (event.type) {
    case 'note.rename':
      return rename(context, event.id, event.text)
    case 'note.delete':
      return remove(context, event.id)
    case 'write.succeeded':
      return kit.writeSucceeded(context, event.writeId)
    case 'write.failed':
      return kit.writeFailed(context, event.writeId, event.error)
    default:
      return kit.stay(context)
  }
}

/** A call the test answers by hand. */
function deferred() {
  let resolve: () => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<void>((yes, no) => {
    resolve = () => yes()
    reject = no
  })
  return { promise, resolve, reject }
}

function notesMachine(calls: Array<{ write: NoteWrite } & ReturnType<typeof deferred>>) {
  const send = (write: NoteWrite) => {
    const call = { write, ...deferred() }
    calls.push(call)
    return call.promise
  }
  return setup({
    types: { context: {} as NotesContext, events: {} as NotesEvent },
    actors: { write: fromWrite(send), commitOnLeave },
    delays: {
      noticeDuration: ({ context }) => (context.notice?.kind === 'deleted' ? 5000 : 3000),
      undoWindow: 5000,
    },
    actions: {
      run: enqueueActions(({ context, event, enqueue }, given: NotesStep | undefined) =>
        runStep(enqueue, event, given ?? stepForEvent(context, event)),
      ),
      clearNotice: assign({ notice: null }),
    },
  }).createMachine({
    type: 'parallel',
    context: {
      notes: [
        { id: 1, text: 'One' },
        { id: 2, text: 'Two' },
      ],
      held: null,
      refetches: 0,
      pendingWrites: {},
      writeCount: 0,
      notice: null,
    },
    on: {
      'note.rename': { actions: 'run' },
      'note.delete': { actions: 'run' },
      'list.refetch': { actions: assign(({ context }) => ({ refetches: context.refetches + 1 })) },
      ...writeAnswers,
    },
    states: {
      undo: undoRegion<NotesContext, NotesStep>({
        commit: commitDelete,
        undo: undoDelete,
        send: ({ held }) => (held ? send({ kind: 'delete', id: held.id }) : Promise.resolve()),
      }),
      notice: noticeRegion(),
    },
  })
}

function start() {
  const calls: Array<{ write: NoteWrite } & ReturnType<typeof deferred>> = []
  const clock = new SimulatedClock()
  const actor = createActor(notesMachine(calls), { clock }).start()
  return { actor, calls, clock }
}

/** Lets the promises answered so far reach the machine. */
const answers = () => new Promise((resolve) => setTimeout(resolve, 0))

const texts = (notes: Note[]) => notes.map((note) => note.text)

afterEach(() => vi.restoreAllMocks())

describe('optimistic writes', () => {
  it('applies a write at once, sends it, and refetches once the last one answers', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'note.rename', id: 1, text: 'Uno' })
    actor.send({ type: 'note.rename', id: 2, text: 'Dos' })
    const now = actor.getSnapshot()
    expect(texts(now.context.notes)).toEqual(['Uno', 'Dos'])
    expect(Object.keys(now.context.pendingWrites)).toEqual(['write-1', 'write-2'])
    expect(calls.map((call) => call.write)).toEqual([
      { kind: 'rename', id: 1, text: 'Uno' },
      { kind: 'rename', id: 2, text: 'Dos' },
    ])
    calls[0]?.resolve()
    await answers()
    expect(actor.getSnapshot().context.refetches).toBe(0)
    expect(actor.getSnapshot().children['write-1']).toBeUndefined()
    calls[1]?.resolve()
    await answers()
    expect(actor.getSnapshot().context).toMatchObject({ pendingWrites: {}, refetches: 1 })
  })

  it('rolls a failed write back and says so in a notice that goes after its time', async () => {
    const { actor, calls, clock } = start()
    actor.send({ type: 'note.rename', id: 2, text: 'Dos' })
    calls[0]?.reject(new ApiError(409, {}, 'Changed meanwhile.'))
    await answers()
    const failed = actor.getSnapshot()
    expect(texts(failed.context.notes)).toEqual(['One', 'Two'])
    expect(failed.context.notice).toEqual({
      kind: 'failed',
      action: 'rename',
      failure: { reason: 'rejected', message: 'Changed meanwhile.' },
    })
    expect(failed.matches({ notice: 'shown' })).toBe(true)
    expect(failed.context.refetches).toBe(1)
    clock.increment(2999)
    expect(actor.getSnapshot().matches({ notice: 'shown' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true)
    expect(actor.getSnapshot().context.notice).toBeNull()
  })
})

describe('the Undo window', () => {
  it('holds a delete back until the window passes; Undo puts the note back with no call', () => {
    const { actor, calls, clock } = start()
    actor.send({ type: 'note.delete', id: 1 })
    expect(texts(actor.getSnapshot().context.notes)).toEqual(['Two'])
    expect(actor.getSnapshot().hasTag('undoable')).toBe(true)
    actor.send({ type: 'notice.undo' })
    expect(texts(actor.getSnapshot().context.notes)).toEqual(['One', 'Two'])
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'restored' })
    actor.send({ type: 'note.delete', id: 2 })
    clock.increment(4999)
    expect(calls).toEqual([])
    clock.increment(1)
    expect(calls.map((call) => call.write)).toEqual([{ kind: 'delete', id: 2 }])
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
    expect(texts(actor.getSnapshot().context.notes)).toEqual(['One'])
  })

  it('sends the held delete at once when the toast is closed, or another delete comes', () => {
    const { actor, calls } = start()
    actor.send({ type: 'note.delete', id: 1 })
    actor.send({ type: 'note.delete', id: 2 })
    expect(calls.map((call) => call.write)).toEqual([{ kind: 'delete', id: 1 }])
    actor.send({ type: 'notice.dismiss' })
    expect(calls.map((call) => call.write)).toEqual([
      { kind: 'delete', id: 1 },
      { kind: 'delete', id: 2 },
    ])
    expect(actor.getSnapshot().hasTag('undoable')).toBe(false)
  })

  it('sends the held delete when the machine stops, and through it when the page is hidden', () => {
    const stopped = start()
    stopped.actor.send({ type: 'note.delete', id: 2 })
    stopped.actor.stop()
    expect(stopped.calls.map((call) => call.write)).toEqual([{ kind: 'delete', id: 2 }])

    const hidden = start()
    hidden.actor.send({ type: 'note.delete', id: 1 })
    window.dispatchEvent(new Event('pagehide'))
    expect(hidden.calls.map((call) => call.write)).toEqual([{ kind: 'delete', id: 1 }])
    expect(hidden.actor.getSnapshot().context.pendingWrites).toHaveProperty('write-1')
    hidden.actor.stop()
    expect(hidden.calls).toHaveLength(1)
  })

  it('sends nothing when the machine stops after an Undo', () => {
    const { actor, calls } = start()
    actor.send({ type: 'note.delete', id: 1 })
    actor.send({ type: 'notice.undo' })
    actor.stop()
    expect(calls).toEqual([])
  })
})

describe('write actors', () => {
  it('stop with their machine: a later answer is told to nobody', async () => {
    const warn = vi.spyOn(console, 'warn')
    const { actor, calls } = start()
    actor.send({ type: 'note.rename', id: 1, text: 'Uno' })
    const writer = actor.getSnapshot().children['write-1']
    expect(writer?.getSnapshot().status).toBe('active')
    actor.stop()
    expect(writer?.getSnapshot().status).toBe('stopped')
    calls[0]?.resolve()
    await answers()
    expect(warn).not.toHaveBeenCalled()
  })
})
