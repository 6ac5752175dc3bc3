import {
  AlertIcon,
  CheckCircleIcon,
  type Icon,
  InfoIcon,
  XCircleIcon,
  XIcon,
} from '@primer/octicons-react'
import { Button, IconButton, Spinner } from '@primer/react'
import { useCallback, useEffect, useRef } from 'react'
import type { ShownToast, ToastKind } from './toastQueue'
import { useHoveredOrFocused, useToastTimer } from './useToastTimer'

const kindIcons: Record<Exclude<ToastKind, 'pending'>, Icon> = {
  success: CheckCircleIcon,
  error: XCircleIcon,
  warning: AlertIcon,
  info: InfoIcon,
}

export interface ToastCardProps {
  toast: ShownToast
  /** How long it stays, in ms (null: until dismissed). */
  durationMs: number | null
  /** The kind's name, read before the text ("Error"). */
  kindLabel: string
  dismissLabel: string
  /** Closes the toast; `byPerson` when its button or Escape closed it. */
  onDismiss: (id: string, byPerson: boolean) => void
}

/** One toast of the stack: its kind's icon, the text, an optional action and a close button. */
export function ToastCard({
  toast,
  durationMs,
  kindLabel,
  dismissLabel,
  onDismiss,
}: ToastCardProps) {
  const cardRef = useRef<HTMLLIElement>(null)
  const isPaused = useHoveredOrFocused(cardRef)
  const expire = useCallback(() => onDismiss(toast.id, false), [onDismiss, toast.id])
  useToastTimer(durationMs, isPaused, expire, toast.version)
  useEffect(() => {
    const card = cardRef.current
    if (!card) return
    // Escape closes the toast that has focus, and goes no further (a dialog behind stays open).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onDismiss(toast.id, true)
    }
    card.addEventListener('keydown', onKeyDown)
    return () => card.removeEventListener('keydown', onKeyDown)
  }, [onDismiss, toast.id])
  const KindIcon = toast.kind === 'pending' ? null : kindIcons[toast.kind]

  return (
    <li ref={cardRef} className="cea-toast-card" data-kind={toast.kind}>
      <span className="cea-toast-card__icon">
        {KindIcon ? (
          <KindIcon size={16} aria-label={kindLabel} />
        ) : (
          <Spinner size="small" srText={kindLabel} />
        )}
      </span>
      <span className="cea-toast-card__text">{toast.text}</span>
      {toast.action ? (
        <Button
          size="small"
          onClick={() => {
            toast.action?.onClick()
            onDismiss(toast.id, true)
          }}
        >
          {toast.action.label}
        </Button>
      ) : null}
      <IconButton
        icon={XIcon}
        size="small"
        variant="invisible"
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id, true)}
      />
    </li>
  )
}
