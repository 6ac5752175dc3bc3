import { Button, Spinner } from '@primer/react'
import type { ComponentType, ReactNode } from 'react'
import './navbar.css'

export type PanelStateProps =
  | { kind: 'loading'; label: string }
  | { kind: 'error'; title: string; message?: string; retryLabel: string; onRetry: () => void }
  | {
      kind: 'empty'
      title: string
      message?: string
      icon?: ComponentType<{ size?: number }>
      action?: ReactNode
    }

/** The loading, error and empty content of a navbar dropdown or dialog. */
export function PanelState(props: PanelStateProps) {
  if (props.kind === 'loading') {
    return (
      <div className="cea-navbar-panel__state" role="status">
        <Spinner size="medium" srText={null} />
        <span>{props.label}</span>
      </div>
    )
  }
  if (props.kind === 'error') {
    return (
      <div className="cea-navbar-panel__state" role="alert">
        <p className="cea-navbar-panel__state-title">{props.title}</p>
        {props.message ? <p className="cea-navbar-list__text">{props.message}</p> : null}
        <Button size="small" onClick={props.onRetry}>
          {props.retryLabel}
        </Button>
      </div>
    )
  }
  const EmptyIcon = props.icon
  return (
    <div className="cea-navbar-panel__state">
      {EmptyIcon ? <EmptyIcon size={24} /> : null}
      <p className="cea-navbar-panel__state-title">{props.title}</p>
      {props.message ? <p className="cea-navbar-list__text">{props.message}</p> : null}
      {props.action}
    </div>
  )
}

/** The texts of a panel's loading and error faces. */
export interface PanelLoadLabels {
  loading: string
  errorTitle: string
  retry: string
}

/**
 * A navbar panel's faces while its data is not in: loading, or the failure with its retry.
 * Nothing for any other status (the panel shows its content or its empty face).
 */
export function PanelLoadState(props: {
  status: string
  labels: PanelLoadLabels
  errorMessage: string | null | undefined
  onRetry: () => void
}) {
  const { status, labels } = props
  if (status === 'loading') return <PanelState kind="loading" label={labels.loading} />
  if (status !== 'error') return null
  return (
    <PanelState
      kind="error"
      title={labels.errorTitle}
      message={props.errorMessage ?? undefined}
      retryLabel={labels.retry}
      onRetry={props.onRetry}
    />
  )
}
