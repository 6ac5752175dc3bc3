import { matchPath } from 'react-router-dom'
import { createAppAbility } from '../api/access'
import { readStoredSession } from '../api/session'
import { navigation } from './navigation'

/**
 * The page a visit opens on starts its screen's first GETs at once (its row's `firstRequests`),
 * when the stored session may open it: the answers come while the screen's code loads and the
 * shell renders, and the screen's machine, asking the same, takes them (`startEarly` in
 * src/api/http.ts). Before this, the mailbox's and the users list's data were asked for only once
 * the whole page had rendered, some 250 ms after the scripts were in on a fast computer.
 */
export function startFirstRequests(
  location: Pick<Location, 'pathname' | 'search'> = window.location,
  basename: string = import.meta.env.BASE_URL,
): void {
  const base = basename.replace(/\/$/, '')
  const path = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : ''
  const item = navigation.find((row) => row.firstRequests && matchPath(row.path, path || '/'))
  const session = readStoredSession()
  if (!item?.firstRequests || !session || typeof item.access !== 'object') return
  const ability = createAppAbility(session.userData.ability)
  if (!ability.can(item.access.action, item.access.subject)) return
  item.firstRequests(new URLSearchParams(location.search)).catch(() => undefined)
}
