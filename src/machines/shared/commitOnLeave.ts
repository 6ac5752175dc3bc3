import { type AnyActorRef, type EventObject, fromCallback } from 'xstate'
import { urgently } from '../../api/http'

export interface CommitOnLeaveInput {
  /** The machine holding the write back (pass `self`): when it stops, the write is sent. */
  owner: AnyActorRef
  /** The machine's event that sends the write now, through the machine (the page is hidden). */
  commitEvent: EventObject
  /** Sends the write without the machine, once it has stopped (its screen was left). */
  send: () => Promise<unknown>
}

const sentOnLeave = new Set<Promise<unknown>>()

/**
 * Resolves once every write sent by a machine that had stopped has answered. Storybook waits for
 * it before it gives the next story a fresh store, so a delete the last story's screen sent as it
 * left lands in that story's store, not the next one's.
 */
export async function writesSentOnLeaveSettled(): Promise<void> {
  while (sentOnLeave.size > 0) await Promise.allSettled([...sentOnLeave])
}

/**
 * Keeps a write held back for its Undo window (a delete) from being lost when the person moves on
 * (issue #28): invoke it in the state that holds the write. Undo and the window's end leave that
 * state as before; but when the page is hidden (a reload, a closed tab) the machine is told to
 * send the write at once, urgently (the call goes out before the page goes and outlives it), and
 * when the machine itself stops (its screen left for another route) the write is sent without it,
 * urgently too (a reload right after must not drop it).
 *
 * Why here and not in the screen: a screen's unmount effect runs after its provider has stopped
 * the machine (React cleans up parents first), so an event sent from it never arrives.
 */
export const commitOnLeave = fromCallback<EventObject, CommitOnLeaveInput>(
  ({ input, sendBack }) => {
    const onPageHide = () => urgently(() => sendBack(input.commitEvent))
    const page = typeof window === 'undefined' ? undefined : window
    page?.addEventListener('pagehide', onPageHide)
    return () => {
      page?.removeEventListener('pagehide', onPageHide)
      // Left by a transition (Undo, the window's end, the page hidden), the machine goes on and
      // decides; stopped with it, nobody else will send the write.
      if (input.owner.getSnapshot().status !== 'stopped') return
      // Urgent as well: the page may reload right after the screen was left, and a call that had
      // not reached the back end by then would be dropped with the page.
      const sent = urgently(() => input.send())
        .catch((error: unknown) => console.warn('A held-back write failed', error))
        .finally(() => sentOnLeave.delete(sent))
      sentOnLeave.add(sent)
    }
  },
)
