import { type AnyEventObject, fromCallback } from 'xstate'
import { onTablesChanged, type TableChangeOptions } from '../../api/backendAnnouncements'

/**
 * An actor that sends `event` to its parent whenever the back end announces a write to one of
 * `options.tables` (invoke it on the machine's root to follow other tabs for as long as it runs).
 */
export function fromTableChanges(options: TableChangeOptions, event: AnyEventObject) {
  return fromCallback<AnyEventObject>(({ sendBack }) =>
    onTablesChanged(options, () => sendBack(event)),
  )
}
