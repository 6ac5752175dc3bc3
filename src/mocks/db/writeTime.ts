/**
 * The time of a record written now that lists sort newest first (a message, a sent email): now,
 * but never before the newest of `times` (plus a second) nor the reference day. Sample data runs
 * to the morning of the reference day, which is the first visit's date: written earlier that
 * morning, a new record would otherwise sort behind it.
 */
export function timeAfterNewest(referenceDay: Date, times: Iterable<string>): string {
  let newest = referenceDay.getTime()
  for (const time of times) newest = Math.max(newest, Date.parse(time) || 0)
  return new Date(Math.max(Date.now(), newest + 1000)).toISOString()
}
