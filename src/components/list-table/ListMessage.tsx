import { Button } from '@primer/react'
import type { ReactNode } from 'react'
import type { ListTableLabels } from './listTableTypes'
import './listMessage.css'

export interface ListMessageProps {
  /** A failure (an alert, with Retry) or no rows (a status, with the empty action). */
  kind: 'error' | 'empty'
  /** The error's and the empty list's words, and the Retry button's. */
  labels: Pick<ListTableLabels, 'error' | 'empty' | 'retry'>
  /** Retry was pressed; without it the error has no Retry button. */
  onRetry?: () => void
  /** What to do when nothing is listed, e.g. a Clear search button. */
  emptyAction?: ReactNode
  /** A class for the message's box. */
  className?: string
}

/** Where a list's rows would be (table, cards, virtual table): why there are none, and what to do. */
export function ListMessage({ kind, labels, onRetry, emptyAction, className }: ListMessageProps) {
  return (
    <div className={className ? `cea-list-message ${className}` : 'cea-list-message'}>
      {kind === 'error' ? (
        <>
          <p role="alert">{labels.error}</p>
          {onRetry ? <Button onClick={onRetry}>{labels.retry}</Button> : null}
        </>
      ) : (
        <>
          <p role="status">{labels.empty}</p>
          {emptyAction}
        </>
      )}
    </div>
  )
}
