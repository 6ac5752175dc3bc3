import { type AnyEventObject, fromCallback } from 'xstate'
import type { ListFilters, ListParams } from './listParams'
import type { ListRow } from './listSteps'
import type { ListWindow, WindowedListSpec } from './windowedListTypes'

/** What a block's call is given: the query, its window, and which query and block it answers. */
export interface BlockInput<Filters extends ListFilters> {
  params: ListParams<Filters>
  window: ListWindow
  generation: number
  index: number
}

/** A block's call, by the query it answers (`generation`) and its place: stopped by that id. */
export const blockId = (generation: number, index: number) => `block-${generation}-${index}`
/** A fetch of every row (the client-side mode), by its turn: stopped by that id. */
export const allRowsId = (asked: number) => `all-rows-${asked}`

/** Reads one block through `spec.load`; a call stopped (a new query) says nothing. */
export function blockLoader<Row extends ListRow, Filters extends ListFilters, Summary>(
  spec: WindowedListSpec<Row, Filters, Summary>,
) {
  return fromCallback<AnyEventObject, BlockInput<Filters>>(({ input, sendBack }) => {
    const controller = new AbortController()
    const { generation, index } = input
    spec.load(input.params, input.window, controller.signal).then(
      (answer) => sendBack({ type: 'block.loaded', generation, index, answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'block.failed', generation, index, error })
      },
    )
    return () => controller.abort()
  })
}

/** Fetches every row once (`spec.local.loadAll`); a fetch stopped says nothing. */
export function allRowsLoader<Row extends ListRow, Filters extends ListFilters, Summary>(
  spec: WindowedListSpec<Row, Filters, Summary>,
) {
  return fromCallback<AnyEventObject, { asked: number }>(({ input, sendBack }) => {
    const controller = new AbortController()
    const { asked } = input
    if (!spec.local) return undefined
    spec.local.loadAll(controller.signal).then(
      (answer) => sendBack({ type: 'all.loaded', asked, answer }),
      () => {
        if (!controller.signal.aborted) sendBack({ type: 'all.failed', asked })
      },
    )
    return () => controller.abort()
  })
}
