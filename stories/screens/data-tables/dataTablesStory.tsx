// Shared by the data table stories: where each screen is mounted and the queries plays repeat.
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import type { DataTableSize } from '../../../src/api/types/dataTables'
import { dataTablesHandlers, dataTablesScenarios } from '../../../src/mocks/handlers/dataTables'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story that opens `path` with `search` (e.g. `?status=3`). */
export const openAt = (path: string, search = '') => ({
  router: { initialEntry: `${path}${search}`, path },
})

/** The data calls answered from `size` generated rows. */
export const sizedData = (size: DataTableSize) => ({
  msw: { handlers: { dataTables: [dataTablesScenarios.sized(size), ...dataTablesHandlers] } },
})

/** The demo switch fails once (until `reset`), then the back end answers it. */
export function failingDatasetSwitch() {
  let hasFailed = false
  return {
    reset: () => {
      hasFailed = false
    },
    parameters: {
      msw: {
        handlers: {
          dataTables: [
            http.post('*/api/datatables/dataset', () => {
              if (hasFailed) return undefined
              hasFailed = true
              return HttpResponse.json({ message: 'The demo store is busy.' }, { status: 500 })
            }),
            ...dataTablesHandlers,
          ],
        },
      },
    },
  }
}

/** Counts the calls for rows (`GET /api/datatables/data`); the back end still answers them. */
export function countedDataCalls() {
  let calls = 0
  return {
    count: () => calls,
    reset: () => {
      calls = 0
    },
    parameters: {
      msw: {
        handlers: {
          dataTables: [
            http.get('*/api/datatables/data', () => {
              calls += 1
              return undefined
            }),
            ...dataTablesHandlers,
          ],
        },
      },
    },
  }
}

/** The grid once its first rows are in (the loading grid has the same name). */
export async function findGridWithRows(canvas: Canvas, name = 'Employees'): Promise<HTMLElement> {
  const grid = await canvas.findByRole('grid', { name })
  await within(grid).findAllByRole('rowheader', {}, { timeout: 5000 })
  return grid
}

/** The names in the data rows drawn, in order. */
export const shownNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')

/** The page never scrolls sideways (a phone's width). */
export const expectNoSidewaysPage = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
