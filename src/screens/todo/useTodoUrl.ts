import { searchFromView, viewFromSearch } from '../../machines/todo/todoView'
import { useViewInUrl } from '../shared/useViewInUrl'
import { TodoContext } from './todoContext'

const normalize = (search: string) =>
  searchFromView(viewFromSearch(new URLSearchParams(search))).toString()

/**
 * Keeps the URL and the machine's view in step: links and Back move the URL and the machine
 * follows; a search after the typing pause, a filter or a sort moves the machine and the URL
 * follows (replacing the entry).
 */
export function useTodoUrl() {
  const actor = TodoContext.useActorRef()
  const viewSearch = TodoContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view).toString(),
  )
  useViewInUrl({
    viewSearch,
    readViewSearch: () => searchFromView(actor.getSnapshot().context.view).toString(),
    followUrl: (search) => actor.send({ type: 'view.changed', view: viewFromSearch(search) }),
    normalize,
  })
}
