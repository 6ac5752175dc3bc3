// When React has nothing left to do: its scheduler runs an idle-priority task only once every
// render, transition, deferred value and effect it has queued is done. The story tests run on
// React's production build, where Storybook renders and dispatches events without act(), so a
// play waits for this after the story first renders and after each user event (see preview.tsx)
// and then reads the screen as settled as act() left it. Data still on its way (a call, a lazy
// chunk) is not React's work: plays wait for what it brings with findBy… as before.
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler'

export function reactIdle(): Promise<void> {
  return new Promise((resolve) => {
    unstable_scheduleCallback(unstable_IdlePriority, () => resolve())
  })
}

/**
 * After the browser's next rendering step: layout, ResizeObserver callbacks (and the React updates
 * they flush) are done. A hidden page (Storybook in a background tab) paints no frame and runs no
 * observer: there is nothing to wait for.
 */
export function afterNextFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve()
  // rAF callbacks run before the step's layout and observers: resolve in the task after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
