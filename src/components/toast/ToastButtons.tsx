import { XIcon } from '@primer/octicons-react'
import { Button, IconButton } from '@primer/react'
import type { ToastAction } from './toastQueue'

export interface ToastButtonsProps {
  /** One action beside the text, e.g. Undo. */
  action?: ToastAction
  /** The close button's name, in the UI's language. */
  dismissLabel: string
  onDismiss: () => void
  /** For the buttons' colours on the toast's background. */
  className?: string
}

/** A toast's buttons: its action, if any, then its close button. */
export function ToastButtons({ action, dismissLabel, onDismiss, className }: ToastButtonsProps) {
  return (
    <>
      {action ? (
        <Button size="small" variant="invisible" className={className} onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
      <IconButton
        icon={XIcon}
        size="small"
        variant="invisible"
        aria-label={dismissLabel}
        className={className}
        onClick={onDismiss}
      />
    </>
  )
}
