// The demo switch of the data tables: which data set the back end answers from (50, 10,000 or
// 100,000 employees). `switches` counts the switches done, so a list can fetch again after each.
import { assign, setup } from 'xstate'
import { fetchDataTableDataset, setDataTableDataset } from '../../api/dataTables'
import type { DataTableDataset, DataTableSize } from '../../api/types/dataTables'
import { fromCall } from '../shared/fromCall'

export const datasetMachine = setup({
  types: {
    context: {} as { size: DataTableSize | null; switches: number },
    events: {} as { type: 'dataset.set'; size: DataTableSize },
  },
  actors: {
    loadDataset: fromCall<DataTableDataset>(({ signal }) => fetchDataTableDataset(signal)),
    switchDataset: fromCall<DataTableDataset, DataTableSize>(({ input }) =>
      setDataTableDataset(input),
    ),
  },
}).createMachine({
  id: 'dataset',
  context: { size: null, switches: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDataset',
        onDone: { target: 'ready', actions: assign({ size: ({ event }) => event.output.size }) },
        onError: 'ready',
      },
    },
    ready: {
      on: { 'dataset.set': 'switching' },
    },
    switching: {
      tags: ['saving'],
      invoke: {
        src: 'switchDataset',
        input: ({ event }) => (event.type === 'dataset.set' ? event.size : 50),
        onDone: {
          target: 'ready',
          actions: assign({
            size: ({ event }) => event.output.size,
            switches: ({ context }) => context.switches + 1,
          }),
        },
        onError: 'ready',
      },
    },
  },
})
