// What every card takes besides its own data and words. Types only.
import type { ChartLabels } from '../charts/chartTypes'
import type { CardLocale } from './cardFormat'

/** The four faces of a card; the screen reads it from the card's machine. */
export type CardStatus = 'loading' | 'error' | 'empty' | 'populated'

/** The words of a card's states, already translated. */
export interface CardStateLabels {
  /** Said (not shown) while the skeleton is up. */
  loading: string
  /** Why nothing is shown, in words. */
  error: string
  retry: string
  empty: string
}

/** What every card on a page shares: language, currency, state words, chart words, data terms. */
export interface CardKit extends CardLocale {
  states: CardStateLabels
  chart: ChartLabels
  /** A term of the data (a series, device, group or order state, in English) in the language. */
  term: (english: string) => string
}

/** The props of a data card: its state and data from its machine, its words from the screen. */
export interface CardProps<Data, Labels> {
  /** What every card shares: the page's locale and currency, the states' and chart's words, and the data's terms in the language (`useCardKit`). */
  kit: CardKit
  /** The card's face: loading, error (with Try again), empty or populated. */
  status: CardStatus
  /** Reloading for another period or year while the last data stays on screen. */
  isRefreshing?: boolean
  /** The card's data; null while it loads or after it failed. */
  data: Data | null
  /** The card's words, already translated. */
  labels: Labels
  /** Try again on the error face. */
  onRetry: () => void
  /** The title's heading level, under the page's own headings; 2 unless said. */
  headingLevel?: 2 | 3
}

export interface CardChoiceOption<Value extends string | number> {
  value: Value
  label: string
}

/** A card's period menu or year switch. */
export interface CardChoice<Value extends string | number> {
  /** The control's name, e.g. "Support Tracker period"; the chosen option is added to it. */
  label: string
  options: readonly CardChoiceOption<Value>[]
  selected: Value
  onSelect: (value: Value) => void
}
