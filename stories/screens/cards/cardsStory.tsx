// Shared by the card gallery stories (not a stories file): the galleries by page, handler
// overrides of the cards group, and the steps a play repeats (a card by its title, its period).
import type { RequestHandler } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { cardsHandlers } from '../../../src/mocks/handlers/cards'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import {
  type CardGalleryPage,
  CardGalleryScreen,
} from '../../../src/screens/cards/CardGalleryScreens'

type Canvas = ReturnType<typeof within>

/** One gallery page, padded as the app's content area pads it. */
export function CardGalleryStory({ page }: { page: CardGalleryPage }) {
  return (
    <div style={{ padding: 16 }}>
      <CardGalleryScreen page={page} />
    </div>
  )
}

/** Puts `first` before the cards group's handlers: it answers its call, the rest as usual. */
export const cardsWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { cards: [...first, ...cardsHandlers] } },
})

/** The cards group replaced by a scenario (loading, empty, error). */
export const cardsScenario = (handlers: RequestHandler[]) => ({
  msw: { handlers: { cards: handlers } },
})

/**
 * One analytics card's call fails (500) from the story's `reset` until its `recover`, however many
 * calls come between (a call the story before left in flight included), then answers as usual.
 */
export const failingCard = (name: string) =>
  failingUntilRecovered('get', `*/card/card-analytics/${name}`, 'The card store is busy.')

/** A card by its title, once it is on the page. */
export const findCard = (canvas: Canvas, title: string) =>
  canvas.findByRole('region', { name: title })

/** Waits until the card shows its data (not busy, no skeleton). */
export async function cardReady(card: HTMLElement) {
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 })
}

/** Opens a card's period menu and picks `period` (as the menu says it). */
export async function choosePeriod(card: HTMLElement, menuName: string, period: string) {
  await userEvent.click(within(card).getByRole('button', { name: new RegExp(`^${menuName}: `) }))
  const menu = await within(document.body).findByRole('menu')
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: period }))
}

/** The page scrolls only up and down. */
export const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
