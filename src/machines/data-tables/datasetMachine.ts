// The demo switch of the data tables: which data set the back end answers from (50, 10,000 or
// 100,000 employees). `switches` counts the switches done, so a list can fetch again after each;
// `failed` is the size a switch could not set (the screen says so and offers to try again).
import { assign, setup } from 'xstate'
import { fetchDataTableDataset, setDataTableDataset } from '../../api/dataTables'
import type { DataTableDataset, DataTableSize } from '../../api/types/dataTables'
import { fromCall } from '../shared/fromCall'

export interface DatasetContext {
  size: DataTableSize | null
  switches: number
  /** The size last asked for. */
  asked: DataTableSize | null
  /** The size the last switch failed to set; null once a switch succeeds. */
  failed: DataTableSize | null
}

export const datasetMachine = setup({
  types: {
    context: {} as DatasetContext,
    events: {} as { type: 'dataset.set'; size: DataTableSize } | { type: 'dataset.retry' },
  },
  actors: {
    loadDataset: fromCall<DataTableDataset>(({ signal }) => fetchDataTableDataset(signal)),
    switchDataset: fromCall<DataTableDataset, DataTableSize>(({ input }) =>
      setDataTableDataset(input),
    ),
  },
  guards: {
    hasFailed: ({ context }) => context.failed !== null,
  },
}).createMachine({
  id: 'dataset',
  context: { size: null, switches: 0, asked: null, failed: null },
  initial: 'loading',
  // A size chosen before the current one is known is switched to at once, not dropped.
  on: {
    'dataset.set': {
      target: '.switching',
      actions: assign({ asked: ({ event }) => event.size, failed: null }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadDataset',
        onDone: { target: 'ready', actions: assign({ size: ({ event }) => event.output.size }) },
        onError: 'ready',
      },
    },
    ready: {
      on: {
        'dataset.retry': {
          guard: 'hasFailed',
          target: 'switching',
          actions: assign({ failed: null }),
        },
      },
    },
    switching: {
      tags: ['saving'],
      invoke: {
        src: 'switchDataset',
        input: ({ context }) => context.asked ?? 50,
        onDone: {
          target: 'ready',
          actions: assign({
            size: ({ event }) => event.output.size,
            switches: ({ context }) => context.switches + 1,
          }),
        },
        onError: { target: 'ready', actions: assign({ failed: ({ context }) => context.asked }) },
      },
    },
  },
})
