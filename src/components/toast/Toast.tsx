import { useEffect, useRef } from 'react'
import { ToastButtons } from './ToastButtons'
import './toast.css'

export interface ToastProps {
  /** What just happened; null shows nothing (the live region stays, so the next text is announced). */
  text: string | null
  /** One action beside the text, e.g. Undo. */
  action?: { label: string; onClick: () => void }
  /** The close button's accessible name, e.g. "Dismiss". */
  dismissLabel: string
  /** The close button was pressed. */
  onDismiss: () => void
}

/** A polite live region at the bottom of the page, with a short message, an optional action and a close button. */
export function Toast({ text, action, dismissLabel, onDismiss }: ToastProps) {
  const regionRef = useRef<HTMLDivElement>(null)
  // The button that had focus may be gone with what the message is about (a deleted row, an
  // Undo that closed): focus then goes to the toast's first button rather than the page.
  useEffect(() => {
    if (!text) return
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement
      if (focused && focused !== document.body) return
      regionRef.current?.querySelector('button')?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [text])

  return (
    <div ref={regionRef} className="cea-toast-region" role="status" aria-live="polite">
      {text ? (
        <div className="cea-toast">
          <span>{text}</span>
          <ToastButtons
            action={action}
            dismissLabel={dismissLabel}
            onDismiss={onDismiss}
            className="cea-toast__button"
          />
        </div>
      ) : null}
    </div>
  )
}
