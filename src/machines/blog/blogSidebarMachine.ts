import { assign, setup } from 'xstate'
import { fetchBlogSidebar } from '../../api/blog'
import type { BlogSidebar } from '../../api/types/blog'
import { fromCall } from '../shared/fromCall'

/**
 * The blog list's sidebar (recent posts and categories): loading → populated | error, with
 * `sidebar.retry`; `sidebar.refetch` asks again in place (after a post is published).
 */
export const blogSidebarMachine = setup({
  types: {
    context: {} as { sidebar: BlogSidebar | null },
    events: {} as { type: 'sidebar.retry' } | { type: 'sidebar.refetch' },
  },
  actors: {
    loadSidebar: fromCall<BlogSidebar, undefined>(({ signal }) => fetchBlogSidebar(signal)),
  },
}).createMachine({
  id: 'blogSidebar',
  context: { sidebar: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSidebar',
        onDone: { target: 'populated', actions: assign({ sidebar: ({ event }) => event.output }) },
        onError: 'error',
      },
    },
    populated: { tags: ['populated'], on: { 'sidebar.refetch': 'loading' } },
    error: { tags: ['error'], on: { 'sidebar.retry': 'loading' } },
  },
})
