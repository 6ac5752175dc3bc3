import { AlertIcon, GraphIcon } from '@primer/octicons-react'
import { Button, Heading, VisuallyHidden } from '@primer/react'
import { type ReactNode, useId } from 'react'
import type { CardProps, CardStateLabels, CardStatus } from './cardTypes'
import './cards.css'
import './cardParts.css'

export interface CardFrameProps<Data> {
  /** The card's title; it names the card's region. */
  title: string
  /** A line under the title (a period, a total). */
  subtitle?: ReactNode
  /** The title's heading level; 2 unless said. */
  headingLevel?: 2 | 3
  /** The period menu or year switch, at the header's end. */
  action?: ReactNode
  /** The card's face: loading, error (with Try again), empty or populated. */
  status: CardStatus
  /** Reloading for another period or year while the last data stays (`aria-busy`). */
  isRefreshing?: boolean
  /** The loading, error, empty and Try again words, already translated. */
  labels: CardStateLabels
  /** Try again on the error face. */
  onRetry: () => void
  /** The body's height in every state, so nothing below moves when the data comes. */
  bodyHeight: number
  /** The card's data; null while it loads or after it failed. */
  data: Data | null
  /**
   * The body: with data when populated; with null it is the loading face, the same layout and
   * words with placeholders for the figures and charts, so nothing moves when the data comes.
   */
  body: (data: Data | null) => ReactNode
  /** A class for the card. */
  className?: string
}

/**
 * One dashboard card: a titled region whose body is a skeleton while loading, a message with
 * Try again on error, a note when there is nothing to show, and the content otherwise.
 */
export function CardFrame<Data>({
  title,
  subtitle,
  headingLevel = 2,
  action,
  status,
  isRefreshing = false,
  labels,
  onRetry,
  bodyHeight,
  data,
  body,
  className,
}: CardFrameProps<Data>) {
  const titleId = useId()
  const isBusy = status === 'loading' || isRefreshing
  return (
    <section
      className={className ? `cea-card ${className}` : 'cea-card'}
      aria-labelledby={titleId}
      aria-busy={isBusy}
    >
      <header className="cea-card__header">
        <div className="cea-card__titles">
          <Heading as={headingLevel === 2 ? 'h2' : 'h3'} id={titleId} className="cea-card__title">
            {title}
          </Heading>
          {subtitle ? <p className="cea-card__subtitle">{subtitle}</p> : null}
        </div>
        {action ? <div className="cea-card__action">{action}</div> : null}
      </header>
      <div
        className="cea-card__body"
        style={{ minHeight: bodyHeight }}
        data-refreshing={isRefreshing || undefined}
      >
        <CardBody status={status} labels={labels} onRetry={onRetry} data={data} body={body} />
      </div>
    </section>
  )
}

type CardBodyProps<Data> = Pick<
  CardFrameProps<Data>,
  'status' | 'labels' | 'onRetry' | 'data' | 'body'
>

function CardBody<Data>({ status, labels, onRetry, data, body }: CardBodyProps<Data>) {
  if (status === 'loading')
    return (
      <>
        <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        {/* Inert: its words and stand-ins are neither read nor reached until the data comes. */}
        <div className="cea-card__skeleton" inert>
          {body(null)}
        </div>
      </>
    )
  if (status === 'error')
    return (
      <div className="cea-card__state" role="alert">
        <AlertIcon size={24} className="cea-card__state-icon cea-card__state-icon--danger" />
        <p>{labels.error}</p>
        <Button size="small" onClick={onRetry}>
          {labels.retry}
        </Button>
      </div>
    )
  if (status === 'empty')
    return (
      <div className="cea-card__state">
        <GraphIcon size={24} className="cea-card__state-icon" />
        <p>{labels.empty}</p>
      </div>
    )
  return <>{body(data)}</>
}

/** The frame props every data card passes on as they are: title, state, words and data. */
export function frameProps<Data, Labels extends { title: string }>(card: CardProps<Data, Labels>) {
  return {
    title: card.labels.title,
    headingLevel: card.headingLevel,
    status: card.status,
    isRefreshing: card.isRefreshing,
    labels: card.kit.states,
    onRetry: card.onRetry,
    data: card.data,
  }
}
