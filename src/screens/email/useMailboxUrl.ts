import { searchFromView, viewFromSearch } from '../../machines/email/emailView'
import { useViewInUrl } from '../shared/useViewInUrl'
import { EmailContext } from './emailContext'

const viewOf = (search: string) => viewFromSearch(new URLSearchParams(search))
const normalize = (search: string) => searchFromView(viewOf(search)).toString()
// Opening another email is a step Back can undo; a new search or folder replaces the entry.
const replaces = (from: string, to: string) => viewOf(from).emailId === viewOf(to).emailId

/**
 * Keeps the URL and the machine's view in step. The URL leads when it changes (links,
 * back/forward, a shared link); the machine leads when it moves by itself (previous/next, a
 * search after the typing pause, trashing the open email).
 */
export function useMailboxUrl() {
  const actor = EmailContext.useActorRef()
  // Compared by value: the machine may hand out an equal view as a new object.
  const viewSearch = EmailContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view).toString(),
  )
  useViewInUrl({
    viewSearch,
    readViewSearch: () => searchFromView(actor.getSnapshot().context.view).toString(),
    followUrl: (search) => actor.send({ type: 'view.changed', view: viewFromSearch(search) }),
    normalize,
    replaces,
  })
}
