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
