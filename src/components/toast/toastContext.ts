import { createContext, useContext } from 'react'
import type { PromiseToastTexts, ToastRequest } from './toastQueue'

/** What a screen asks of the toast system (`useToasts()` inside a `ToastProvider`). */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (toast: ToastRequest) => string
  /** Changes a shown toast (its kind, text, action or duration). */
  update: (id: string, change: Partial<ToastRequest>) => void
  dismiss: (id: string) => void
  /**
   * A promise toast: pending while `work` runs, then success or error with the texts given.
   * Returns `work`, so the caller still sees its result or failure.
   */
  promise: <Value>(work: Promise<Value>, texts: PromiseToastTexts<Value>) => Promise<Value>
}

export const ToastContext = createContext<ToastApi | null>(null)

/** The toast system of the nearest `ToastProvider`. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToasts() needs a <ToastProvider> above it')
  return api
}
