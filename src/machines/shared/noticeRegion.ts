/**
 * The `notice` region of the write kit (`writeKit.ts`): the toast under a screen. A step sets
 * `context.notice` and raises `notice.show`; the toast stays for the `noticeDuration` delay (the
 * machine's: longer while it offers Undo) or until `notice.dismiss`, then `hidden` runs the
 * machine's `clearNotice` action (`notice: null`). `notice.show` while shown starts the time again.
 *
 * Events: `notice.show` (from steps), `notice.dismiss` (the toast's close button). `notice.undo`
 * belongs to what the notice offers to undo (`undoRegion`, or the area's own step).
 */
export function noticeRegion() {
  return {
    initial: 'hidden',
    on: { 'notice.show': '.shown' },
    states: {
      hidden: { entry: 'clearNotice' },
      shown: { after: { noticeDuration: 'hidden' }, on: { 'notice.dismiss': 'hidden' } },
    },
  } as const
}
