// Shared by the card component stories (not a stories file): sample payloads of the pinned day,
// a stage of a card's width, a card's state held in the story (so Try again works) and the plays
// every card repeats: what a person sees in Loading, Error, Empty and Populated.
import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AnalyticsPeriod, RevenueReportYear } from '../../../src/api/types/cards'
import type { CardChoice, CardKit, CardStatus } from '../../../src/components/cards/cardTypes'
import { buildEmptyCard } from '../../../src/fixtures/cards'
import { createCardAnalytics } from '../../../src/fixtures/cards/analytics'
import { createCardStatistics } from '../../../src/fixtures/cards/statistics'
import { createInvoices } from '../../../src/fixtures/invoices'
import { pinnedReferenceDay } from '../../../src/mocks/db/instance'
import { useCardKit, usePeriodChoice, useYearChoice } from '../../../src/screens/cards/useCardKit'

export const analytics = createCardAnalytics(pinnedReferenceDay)
export const statistics = createCardStatistics(pinnedReferenceDay)
const invoicesNewestFirst = createInvoices(pinnedReferenceDay).sort((a, b) =>
  b.issuedDate.localeCompare(a.issuedDate),
)
export const newestInvoices = invoicesNewestFirst.slice(0, 5)
/** The five newest paid invoices: the payments received. */
export const newestPayments = invoicesNewestFirst
  .filter((invoice) => invoice.invoiceStatus === 'Paid')
  .slice(0, 5)
export { buildEmptyCard }

/** The card's story args: the face it starts with. */
export interface CardStoryArgs {
  status: CardStatus
}

/** A card as wide as one column of a dashboard (or two, for the wide cards). */
export const cardStage =
  (width = 400): Decorator =>
  (Story) => (
    <div style={{ padding: 16, maxWidth: width }}>
      <Story />
    </div>
  )

export interface StoryCard<Data> {
  kit: CardKit
  status: CardStatus
  data: Data | null
  onRetry: () => void
}

/** A card's state held by the story: Try again on the Error face brings the populated card. */
export function useStoryCard<Data>(
  status: CardStatus,
  populated: Data,
  empty: Data,
): StoryCard<Data> {
  const kit = useCardKit()
  const [shown, setShown] = useState(status)
  const data = shown === 'populated' ? populated : shown === 'empty' ? empty : null
  return { kit, status: shown, data, onRetry: () => setShown('populated') }
}

/** A period menu whose choice the story keeps (the data stays: the screen stories load it). */
export function useStoryPeriod(title: string): CardChoice<AnalyticsPeriod> {
  const [period, setPeriod] = useState<AnalyticsPeriod>('Last 28 Days')
  return usePeriodChoice(title, period, setPeriod)
}

export function useStoryYear(title: string): CardChoice<RevenueReportYear> {
  const [year, setYear] = useState<RevenueReportYear>(2020)
  return useYearChoice(title, year, setYear)
}

type Canvas = ReturnType<typeof within>

/** The card's region, by its title. */
export const findCard = (canvas: Canvas, title: string) =>
  canvas.findByRole('region', { name: title })

/** Loading: the card says so, busy, with no figures and no Try again. */
export const playLoading =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const card = await findCard(within(canvasElement), title)
    await expect(card).toHaveAttribute('aria-busy', 'true')
    await expect(within(card).getByRole('status')).toHaveTextContent('Loading the card…')
    await expect(within(card).queryByRole('button', { name: 'Try again' })).toBeNull()
  }

/** Error: the reason in words; Try again brings the card with `shown` in it. */
export const playRetry =
  (title: string, shown: string | RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const card = await findCard(within(canvasElement), title)
    await expect(within(card).getByRole('alert')).toHaveTextContent(
      'This card could not be loaded.',
    )
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }))
    await expect(await within(card).findByText(shown)).toBeVisible()
    await expect(within(card).queryByRole('alert')).toBeNull()
  }

/** Empty: the note, and no figures. */
export const playEmpty =
  (title: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const card = await findCard(within(canvasElement), title)
    await expect(within(card).getByText('No data for this period yet.')).toBeVisible()
    await expect(within(card).queryByRole('img')).toBeNull()
  }

/** Populated: each of `shown` is on the card, and its chart (if any) when it has drawn. */
export const playPopulated =
  (title: string, shown: readonly (string | RegExp)[], chart?: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const card = await findCard(within(canvasElement), title)
    await expect(card).toHaveAttribute('aria-busy', 'false')
    for (const text of shown) await expect(within(card).getByText(text)).toBeVisible()
    if (chart)
      await waitFor(() => expect(within(card).getByRole('img', { name: chart })).toBeVisible(), {
        timeout: 10_000,
      })
  }

/** The Loading, Error (Try again brings `shown`) and Empty stories of the card titled `title`. */
export function stateStories<const Args extends object>(
  title: string,
  shown: string | RegExp,
  args: Args,
) {
  return {
    loading: { args: { ...args, status: 'loading' as const }, play: playLoading(title) },
    error: { args: { ...args, status: 'error' as const }, play: playRetry(title, shown) },
    empty: { args: { ...args, status: 'empty' as const }, play: playEmpty(title) },
  }
}
