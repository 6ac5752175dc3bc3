import { searchFromView, viewFromSearch } from '../../machines/calendar/calendarView'
import { useViewInUrl } from '../shared/useViewInUrl'
import { CalendarContext } from './calendarContext'

/**
 * Keeps the URL and the machine's view in step: links and Back move the URL and the machine
 * follows; the toolbar, the mini month and the filters move the machine and the URL follows
 * (replacing the entry, so Back leaves the calendar).
 */
export function useCalendarUrl() {
  const actor = CalendarContext.useActorRef()
  const defaultMode = CalendarContext.useSelector((snapshot) => snapshot.context.defaultMode)
  const viewSearch = CalendarContext.useSelector((snapshot) =>
    searchFromView(snapshot.context.view, snapshot.context.defaultMode).toString(),
  )
  useViewInUrl({
    viewSearch,
    readViewSearch: () => {
      const { view, defaultMode: mode } = actor.getSnapshot().context
      return searchFromView(view, mode).toString()
    },
    followUrl: (search) =>
      actor.send({ type: 'view.changed', view: viewFromSearch(search, defaultMode) }),
    normalize: (search) =>
      searchFromView(
        viewFromSearch(new URLSearchParams(search), defaultMode),
        defaultMode,
      ).toString(),
  })
}
