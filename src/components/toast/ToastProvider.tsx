import {
  AlertIcon,
  CheckCircleIcon,
  type Icon,
  InfoIcon,
  XCircleIcon,
} from '@primer/octicons-react'
import { Spinner } from '@primer/react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ToastButtons } from './ToastButtons'
import { type ToastApi, ToastContext } from './toastContext'
import {
  durationOf,
  settledText,
  type ShownToast,
  type ToastKind,
  type ToastPosition,
  withoutToast,
  withToast,
  withToastChanged,
} from './toastQueue'
import { useHoveredOrFocused, useToastTimer } from './useToastTimer'
import './toast.css'

const kindIcons: Record<Exclude<ToastKind, 'pending'>, Icon> = {
  success: CheckCircleIcon,
  error: XCircleIcon,
  warning: AlertIcon,
  info: InfoIcon,
}

interface ToastCardProps {
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
function ToastCard({ toast, durationMs, kindLabel, dismissLabel, onDismiss }: ToastCardProps) {
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
      <ToastButtons
        action={
          toast.action && {
            label: toast.action.label,
            onClick: () => {
              toast.action?.onClick()
              onDismiss(toast.id, true)
            },
          }
        }
        dismissLabel={dismissLabel}
        onDismiss={() => onDismiss(toast.id, true)}
      />
    </li>
  )
}

/** The words the stack draws itself, in the UI's language. */
export interface ToastLabels {
  /** The stack's landmark, e.g. "Notifications". */
  region: string
  /** Each toast's close button, e.g. "Dismiss". */
  dismiss: string
  /** Each kind's name, shown as its icon's label and read before the text ("Error: …"). */
  kinds: Record<ToastKind, string>
}

export interface ToastProviderProps {
  children: ReactNode
  labels: ToastLabels
  /** The corner the stack sits in; start and end follow the page's direction. Default bottom-end. */
  position?: ToastPosition
  /** How long a toast stays unless it asks otherwise, in ms; null: until dismissed. Default 6000. */
  durationMs?: number | null
}

/**
 * The toast system: `useToasts()` below it shows, updates and dismisses toasts, which stack in a
 * corner. Each toast is announced in a polite live region and never takes focus; it closes by its
 * button, by Escape while focused, or after its time, which stops while it is hovered or focused.
 */
export function ToastProvider({
  children,
  labels,
  position = 'bottom-end',
  durationMs = 6000,
}: ToastProviderProps) {
  const [stack, setStack] = useState<ShownToast[]>([])
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const nextId = useRef(0)
  const stackRef = useRef<HTMLElement>(null)
  // Where focus was before it moved into the stack: a person who closes a toast goes back there.
  const focusBefore = useRef<HTMLElement | null>(null)
  const kindNames = useRef(labels.kinds)
  useEffect(() => {
    kindNames.current = labels.kinds
  }, [labels.kinds])

  const announce = useCallback((kind: ToastKind, text: string) => {
    setAnnouncement(({ count }) => ({
      text: `${kindNames.current[kind]}: ${text}`,
      count: count + 1,
    }))
  }, [])

  const api = useMemo<ToastApi>(() => {
    const show: ToastApi['show'] = (toast) => {
      nextId.current += 1
      const id = `toast-${nextId.current}`
      setStack((shown) => withToast(shown, { ...toast, id, version: 0 }))
      announce(toast.kind, toast.text)
      return id
    }
    const update: ToastApi['update'] = (id, change) => {
      setStack((shown) => withToastChanged(shown, id, change))
      if (change.kind && change.text) announce(change.kind, change.text)
    }
    const dismiss: ToastApi['dismiss'] = (id) => setStack((shown) => withoutToast(shown, id))
    const promise: ToastApi['promise'] = (work, texts) => {
      const id = show({ kind: 'pending', text: texts.pending })
      work.then(
        (value) => update(id, { kind: 'success', text: settledText(texts.done, value) }),
        (reason: unknown) => update(id, { kind: 'error', text: settledText(texts.failed, reason) }),
      )
      return work
    }
    return { show, update, dismiss, promise }
  }, [announce])

  const onDismiss = useCallback((id: string, byPerson: boolean) => {
    const hadFocus = stackRef.current?.contains(document.activeElement) ?? false
    setStack((shown) => withoutToast(shown, id))
    if (byPerson && hadFocus && focusBefore.current?.isConnected) focusBefore.current.focus()
  }, [])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={stackRef}
        className="cea-toast-stack"
        data-position={position}
        aria-label={labels.region}
        onFocus={(event) => {
          const from = event.relatedTarget
          if (from instanceof HTMLElement && !event.currentTarget.contains(from))
            focusBefore.current = from
        }}
      >
        <div className="cea-toast-stack__announcer" role="status" aria-live="polite">
          {announcement.text ? <span key={announcement.count}>{announcement.text}</span> : null}
        </div>
        {stack.length > 0 ? (
          <ol className="cea-toast-stack__list">
            {stack.map((toast) => (
              <ToastCard
                key={toast.id}
                toast={toast}
                durationMs={durationOf(toast, durationMs)}
                kindLabel={labels.kinds[toast.kind]}
                dismissLabel={labels.dismiss}
                onDismiss={onDismiss}
              />
            ))}
          </ol>
        ) : null}
      </section>
    </ToastContext.Provider>
  )
}
