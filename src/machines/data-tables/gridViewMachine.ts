// The grid's view beside its query: columns, density, selection and the rows opened. The screen
// mirrors `view` in the URL (gridView.ts); `expanded` stays on the page.
import { assign, setup } from 'xstate'
import {
  defaultGridView,
  type GridDensity,
  type GridView,
  movedColumn,
  placedColumn,
  noSelection,
  toggleRow,
  toggleRows,
} from './gridView'

export interface GridViewContext {
  view: GridView
  /** Ids of the rows whose details are open. */
  expanded: readonly number[]
}

export type GridViewEvent =
  /** The URL named a view (a link, a reload, Back / Forward). */
  | { type: 'view.url'; view: GridView }
  | { type: 'column.toggle'; id: string }
  | { type: 'column.pin'; id: string }
  /** `id` one place earlier (-1) or later (+1) among `columns` (every column, in order shown). */
  | { type: 'column.move'; id: string; step: -1 | 1; columns: readonly string[] }
  /** A column dragged onto `overId`'s place; `columns`: every data column in the order shown. */
  | { type: 'column.place'; id: string; overId: string; columns: readonly string[] }
  | { type: 'density.set'; density: GridDensity }
  | { type: 'row.toggle'; id: number }
  | { type: 'rows.toggle'; ids: readonly number[] }
  | { type: 'row.expand'; id: number }
  | { type: 'selection.allMatching' }
  | { type: 'selection.clear' }
  /** The search or a filter changed: "all matching" meant other rows, so it is dropped. */
  | { type: 'query.changed' }

const toggled = <Item>(items: readonly Item[], item: Item) =>
  items.includes(item) ? items.filter((each) => each !== item) : [...items, item]

export const gridViewMachine = setup({
  types: {
    context: {} as GridViewContext,
    events: {} as GridViewEvent,
    input: {} as { view?: GridView },
  },
  actions: {
    setView: assign(({ context, event }) => {
      const { view } = context
      switch (event.type) {
        case 'view.url':
          return { view: event.view }
        case 'column.toggle':
          return { view: { ...view, hidden: toggled(view.hidden, event.id) } }
        case 'column.pin':
          return { view: { ...view, pinned: toggled(view.pinned, event.id) } }
        case 'column.move':
          return {
            view: {
              ...view,
              order: movedColumn(
                view.order.length > 0 ? view.order : event.columns,
                event.id,
                event.step,
              ),
            },
          }
        case 'column.place':
          return {
            view: {
              ...view,
              order: placedColumn(event.columns, event.id, event.overId),
            },
          }
        case 'density.set':
          return { view: { ...view, density: event.density } }
        case 'row.toggle':
          return { view: { ...view, selection: toggleRow(view.selection, event.id) } }
        case 'rows.toggle':
          return { view: { ...view, selection: toggleRows(view.selection, event.ids) } }
        case 'selection.allMatching':
          return { view: { ...view, selection: { kind: 'allMatching', except: [] } } }
        case 'selection.clear':
          return { view: { ...view, selection: noSelection } }
        case 'query.changed':
          return view.selection.kind === 'allMatching'
            ? { view: { ...view, selection: noSelection } }
            : {}
        case 'row.expand':
          return { expanded: toggled(context.expanded, event.id) }
      }
    }),
  },
}).createMachine({
  id: 'gridView',
  context: ({ input }) => ({ view: input.view ?? defaultGridView, expanded: [] }),
  on: {
    '*': { actions: 'setView' },
  },
})
