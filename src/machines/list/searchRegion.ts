/**
 * The `search` region of a list: typing (`list.search`) is kept as `searchText` at once (the
 * machine's `setSearchText` action) and becomes the query after the `searchPause` delay, when
 * `whenPaused` runs; more typing starts the pause again.
 */
export function searchRegion<const WhenPaused>(whenPaused: WhenPaused) {
  return {
    initial: 'idle',
    on: {
      // Targets its own child: the pause starts again (no `reenter`, which would restart every region).
      'list.search': { target: '.pausing', actions: 'setSearchText' },
    },
    states: {
      idle: {},
      pausing: { after: { searchPause: { target: 'idle', actions: whenPaused } } },
    },
  } as const
}
