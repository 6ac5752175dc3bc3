import { useCallback, useState } from 'react'

interface RemountState<Value> {
  key: number
  /** The value the mounted widget started from. */
  initial: Value
  /** The value the mounted widget shows (its start, or what it reported since). */
  shown: Value
  /** The last `value` seen, to react to changes only. */
  seen: Value
}

/**
 * Makes a Primer widget that only takes a starting value (DataTable's sort,
 * Table.Pagination's page) follow a controlled `value`: when `value` changes to
 * something the widget does not show (Back, a reset, another page size), the
 * key changes and the widget starts again from `initial`. A change the widget
 * made itself, passed to `report`, keeps the key, so focus stays on the
 * control the person used.
 */
export function useRemountKey<Value>(
  value: Value,
  isSame: (a: Value, b: Value) => boolean = Object.is,
) {
  const [state, setState] = useState<RemountState<Value>>({
    key: 0,
    initial: value,
    shown: value,
    seen: value,
  })
  let current = state
  if (!isSame(state.seen, value)) {
    current = isSame(state.shown, value)
      ? { ...state, seen: value }
      : { key: state.key + 1, initial: value, shown: value, seen: value }
    setState(current)
  }
  const report = useCallback((shown: Value) => setState((previous) => ({ ...previous, shown })), [])
  return { key: current.key, initial: current.initial, report }
}
