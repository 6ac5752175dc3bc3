import { XIcon } from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import './toast.css'

export interface ToastProps {
  /** What just happened; null shows nothing (the live region stays, so the next text is announced). */
  text: string | null
  /** One action beside the text, e.g. Undo. */
  action?: { label: string; onClick: () => void }
  dismissLabel: string
  onDismiss: () => void
}

/** A polite live region at the bottom of the page, with a short message, an optional action and a close button. */
export function Toast({ text, action, dismissLabel, onDismiss }: ToastProps) {
  return (
    <div className="cea-toast-region" role="status" aria-live="polite">
      {text ? (
        <div className="cea-toast">
          <span>{text}</span>
          {action ? (
            <Button
              size="small"
              variant="invisible"
              className="cea-toast__button"
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ) : null}
          <IconButton
            icon={XIcon}
            size="small"
            variant="invisible"
            aria-label={dismissLabel}
            className="cea-toast__button"
            onClick={onDismiss}
          />
        </div>
      ) : null}
    </div>
  )
}
