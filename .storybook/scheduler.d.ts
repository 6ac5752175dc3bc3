// The two entries of React's scheduler (a dependency of react-dom, which ships no types) that
// reactIdle.ts uses.
declare module 'scheduler' {
  export const unstable_IdlePriority: number
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown
}
