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

/**
 * The `search` region where, while the guard `atOnce` holds, a search becomes the query in the
 * same step (`whenPaused` runs at once): the pause spares a server calls, and a list answered in
 * the browser makes none. Otherwise as `searchRegion`.
 */
export function searchRegionAnsweredAtOnce<
  const WhenPaused extends readonly unknown[],
  const AtOnce extends string,
>(whenPaused: WhenPaused, atOnce: AtOnce) {
  const region = searchRegion(whenPaused)
  return {
    ...region,
    on: {
      'list.search': [
        { guard: atOnce, target: '.idle', actions: ['setSearchText', ...whenPaused] as const },
        region.on['list.search'],
      ],
    },
  } as const
}
