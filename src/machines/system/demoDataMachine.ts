import { setup } from 'xstate'
import { fromCall } from '../shared/fromCall'
import { resetDemoData } from '../../api/system'

export type DemoDataEvent = { type: 'demoData.reset' }

/**
 * "Reset demo data" (customizer, admins): one call; when it succeeds the back end
 * tells every open tab, and each reloads (src/app/backend.ts). `reset` stays
 * tagged `saving` until then; a failure can be tried again.
 */
export const demoDataMachine = setup({
  types: { events: {} as DemoDataEvent },
  actors: {
    resetDemoData: fromCall(() => resetDemoData()),
  },
}).createMachine({
  id: 'demoData',
  initial: 'idle',
  states: {
    idle: { on: { 'demoData.reset': 'resetting' } },
    resetting: {
      tags: ['saving'],
      invoke: { src: 'resetDemoData', onDone: 'reset', onError: 'failed' },
    },
    reset: { tags: ['saving'] },
    failed: { tags: ['error'], on: { 'demoData.reset': 'resetting' } },
  },
})
