import { startTransition, useEffect, useState } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/**
 * The actor's snapshot, each change rendered as a transition: React renders it in slices and
 * puts input first, where `useSelector` would render it at once in one block. For a part of a
 * page that many answers update at the same moment (a dashboard's cards) and that may show its
 * previous state a frame longer.
 */
export function useSnapshotInTransition<Actor extends AnyActorRef>(
  actorRef: Actor,
): SnapshotFrom<Actor> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<Actor>>(() => actorRef.getSnapshot())
  useEffect(() => {
    const show = (next: SnapshotFrom<Actor>) => startTransition(() => setSnapshot(next))
    // Whatever the actor did between this render and now (it starts in an effect) shows too.
    show(actorRef.getSnapshot())
    const subscription = actorRef.subscribe(show)
    return () => subscription.unsubscribe()
  }, [actorRef])
  return snapshot
}
