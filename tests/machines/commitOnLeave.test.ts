// @vitest-environment happy-dom
import { createActorContext } from '@xstate/react'
import { act, createElement, StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, setup, waitFor } from 'xstate'
import { apiRequest, urgently } from '../../src/api/http'
import { createListMachine } from '../../src/machines/list/listMachine'
import { defaultPerPageChoices, type ListShape } from '../../src/machines/list/listParams'

// A delete inside its Undo window is never lost when the person moves on (issue #28): leaving the
// screen stops the machine (React unmounts the provider), leaving the page fires `pagehide`.

type NoFilters = Record<string, never>
const shape: ListShape<NoFilters> = {
  defaults: { q: '', filters: {}, sortColumn: '', sort: 'asc', page: 1, perPage: 10 },
  sortColumns: [],
  perPageChoices: defaultPerPageChoices,
}
const rows = [{ id: 1 }, { id: 2 }, { id: 3 }]

function screenMachine(remove: (ids: readonly number[]) => Promise<void>) {
  const list = createListMachine<{ id: number }, NoFilters, never>({
    shape,
    load: async () => ({ total: rows.length, rows }),
    remove,
  })
  // As the users screen: the list is a child of the screen's machine.
  return setup({ actors: { list }, types: { children: {} as { list: 'list' } } }).createMachine({
    invoke: { id: 'list', src: 'list', input: { params: shape.defaults, undoMs: 5000 } },
  })
}

let root: Root | undefined

beforeAll(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
})

async function renderScreen(remove: (ids: readonly number[]) => Promise<void>) {
  const Screen = createActorContext(screenMachine(remove))
  let listOf: () => NonNullable<ReturnType<typeof Screen.useActorRef>> | undefined = () => undefined
  function Probe() {
    const actor = Screen.useActorRef()
    listOf = () => actor
    return null
  }
  root = createRoot(document.createElement('div'))
  await act(async () =>
    root?.render(
      createElement(StrictMode, null, createElement(Screen.Provider, null, createElement(Probe))),
    ),
  )
  const list = listOf()?.getSnapshot().children.list
  if (!list) throw new Error('no list child')
  await waitFor(list, (snapshot) => snapshot.hasTag('populated'))
  return list
}

describe('commitOnLeave', () => {
  it('sends the delete when the screen is left inside the Undo window', async () => {
    const remove = vi.fn(async () => undefined)
    const list = await renderScreen(remove)
    list.send({ type: 'rows.delete', ids: [2] })
    expect(remove).not.toHaveBeenCalled()
    act(() => root?.unmount())
    root = undefined
    expect(remove).toHaveBeenCalledExactlyOnceWith([2])
  })

  it('sends nothing when the delete was undone before leaving', async () => {
    const remove = vi.fn(async () => undefined)
    const list = await renderScreen(remove)
    list.send({ type: 'rows.delete', ids: [2] })
    list.send({ type: 'rows.undo' })
    act(() => root?.unmount())
    root = undefined
    expect(remove).not.toHaveBeenCalled()
  })

  it('sends the delete through the machine, at once, when the page is hidden', async () => {
    const remove = vi.fn(async () => undefined)
    const list = await renderScreen(remove)
    list.send({ type: 'rows.delete', ids: [1, 3] })
    window.dispatchEvent(new Event('pagehide'))
    expect(remove).toHaveBeenCalledExactlyOnceWith([1, 3])
    expect(list.getSnapshot().hasTag('saving')).toBe(true)
    await waitFor(list, (snapshot) => snapshot.matches({ deletion: 'idle' }))
    act(() => root?.unmount())
    root = undefined
    expect(remove).toHaveBeenCalledOnce()
  })
})

describe('urgently', () => {
  it('starts a call before the page goes: no turn to wait for, and kept alive', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }),
    )
    vi.stubGlobal('fetch', fetch)
    try {
      const calls = [apiRequest('/later'), urgently(() => apiRequest('/now', { method: 'DELETE' }))]
      // Only microtasks run (a page being hidden runs no later task): the urgent call is out.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve()
      expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/now'])
      expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', keepalive: true })
      await Promise.all(calls)
      expect(fetch.mock.calls[1]?.[1]).toMatchObject({ keepalive: false })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('commitOnLeave without React', () => {
  it('a machine stopped after the window closed does not send again', async () => {
    const remove = vi.fn(async () => undefined)
    const actor = createActor(screenMachine(remove)).start()
    const list = actor.getSnapshot().children.list
    if (!list) throw new Error('no list child')
    await waitFor(list, (snapshot) => snapshot.hasTag('populated'))
    list.send({ type: 'rows.delete', ids: [1] })
    list.send({ type: 'rows.commit' })
    await waitFor(list, (snapshot) => snapshot.matches({ deletion: 'idle' }))
    actor.stop()
    expect(remove).toHaveBeenCalledExactlyOnceWith([1])
  })
})
