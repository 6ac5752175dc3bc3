/** What a toast says about the thing that happened; `pending` is a promise toast still waiting. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'pending'

/** The corner of the window the stack sits in (start and end follow the page's direction). */
export type ToastPosition = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end'

export const toastPositions: readonly ToastPosition[] = [
  'top-start',
  'top-end',
  'bottom-start',
  'bottom-end',
]

export interface ToastAction {
  /** The button's text, e.g. "Undo". */
  label: string
  /** Runs on click; the toast closes after it. */
  onClick: () => void
}

/** A toast as the app asks for it. */
export interface ToastRequest {
  kind: ToastKind
  /** What happened, in the UI's language. */
  text: string
  /** One action beside the text, e.g. Undo. */
  action?: ToastAction
  /** How long it stays, in ms; null: until dismissed. A pending toast stays until it settles. */
  durationMs?: number | null
}

/** A toast in the stack. */
export interface ShownToast extends ToastRequest {
  id: string
  /** Counts every change of the toast, so a timer restarts when a promise toast settles. */
  version: number
}

/** At most this many toasts show at once; the oldest gives way. */
export const maxShownToasts = 4

/** The stack with `toast` added last, the oldest dropped beyond `limit`. */
export function withToast(
  stack: readonly ShownToast[],
  toast: ShownToast,
  limit = maxShownToasts,
): ShownToast[] {
  return [...stack, toast].slice(-limit)
}

/** The stack with the toast `id` changed (a promise toast settling); unknown ids change nothing. */
export function withToastChanged(
  stack: readonly ShownToast[],
  id: string,
  change: Partial<ToastRequest>,
): ShownToast[] {
  return stack.map((toast) =>
    toast.id === id ? { ...toast, ...change, version: toast.version + 1 } : toast,
  )
}

/** The stack without the toast `id`. */
export function withoutToast(stack: readonly ShownToast[], id: string): ShownToast[] {
  return stack.filter((toast) => toast.id !== id)
}

/** How long a toast stays: pending ones until they settle, the others as asked or `fallback`. */
export function durationOf(toast: ToastRequest, fallback: number | null): number | null {
  if (toast.kind === 'pending') return null
  return toast.durationMs === undefined ? fallback : toast.durationMs
}

/** The texts a promise toast shows while it waits and once it settles. */
export interface PromiseToastTexts<Value> {
  pending: string
  done: string | ((value: Value) => string)
  failed: string | ((reason: unknown) => string)
}

/** The text of a settled promise toast. */
export const settledText = <Input>(text: string | ((input: Input) => string), input: Input) =>
  typeof text === 'function' ? text(input) : text
