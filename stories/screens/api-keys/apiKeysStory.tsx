// Shared by the API keys stories: the screen at its route, handler overrides and the queries
// the plays repeat.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { expect, within } from 'storybook/test'
import type { ApiKey } from '../../../src/api/types/apiKeys'
import { createSampleApiKeys } from '../../../src/fixtures/apiKeys'
import { apiKeysHandlers } from '../../../src/mocks/handlers/apiKeys'
import { ApiKeysScreen } from '../../../src/screens/api-keys/ApiKeysScreen'

type Canvas = ReturnType<typeof within>

export const apiKeysMeta = {
  component: ApiKeysScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <ApiKeysScreen />
    </div>
  ),
  parameters: { router: { initialEntry: '/pages/api-key', path: '/pages/api-key' } },
} satisfies Meta<typeof ApiKeysScreen>

/** Puts `first` before the API keys handlers: it answers its route, the rest as usual. */
export const apiKeysWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { apiKeys: [...first, ...apiKeysHandlers] } },
})

export const sampleKeys = createSampleApiKeys()

/** The list answers these keys. */
export const listAnswers = (keys: ApiKey[] = sampleKeys) =>
  http.get('*/api/api-keys', () => HttpResponse.json({ keys }))

/** The list never answers. */
export const listNeverAnswers = http.get('*/api/api-keys', async () => {
  await delay('infinite')
  return HttpResponse.json({ keys: [] })
})

/** The list fails (500) while `isFailing` says so; then the handlers after it answer. */
export const listFailsWhile = (isFailing: () => boolean) =>
  http.get('*/api/api-keys', () =>
    isFailing()
      ? HttpResponse.json({ message: 'The key store is unavailable.' }, { status: 500 })
      : undefined,
  )

/** The keys table, once its rows are there. */
export const findKeysTable = (canvas: Canvas, name = 'Your API keys') =>
  canvas.findByRole('table', { name }, { timeout: 5000 })

/** The table's body rows (each named by its key). */
export const keyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** The row of the key named `name`. */
export const rowOfKey = (table: HTMLElement, name: string) => {
  const row = keyRows(table).find((candidate) =>
    within(candidate).queryByRole('rowheader', { name }),
  )
  if (!row) throw new Error(`No row for the key ${name}`)
  return row
}

/** Nothing on the page scrolls sideways. */
export const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
