/**
 * The `search` region of a machine with a search box (the to-do list, the mailbox, the chat):
 * `search.type` keeps the text as typed at once (the machine's `setSearchText` action, params: the
 * text) and starts the `searchPause` delay (the machine's: `context.searchDelayMs`) again; when it
 * passes, or on `search.submit` (Enter), the machine's `run` action carries out `commit`'s step
 * (the text becomes the query). Tag-free: `pausing` while the pause runs.
 */
export function typingPauseRegion<TContext, TStep>(commit: (context: TContext) => TStep) {
  const run = {
    type: 'run',
    params: ({ context }: { context: TContext }) => commit(context),
  } as const
  return {
    initial: 'idle',
    on: {
      // Targets its own child: the pause starts again (no `reenter`, which would restart every region).
      'search.type': {
        target: '.pausing',
        actions: {
          type: 'setSearchText',
          params: ({ event }: { event: { text: string } }) => event.text,
        },
      },
      'search.submit': { target: '.idle', actions: run },
    },
    states: {
      idle: {},
      pausing: { after: { searchPause: { target: 'idle', actions: run } } },
    },
  } as const
}
