import { getApiBaseUrl } from '../../api/http'
import { StartScreen } from '../../screens/start/StartScreen'

/** The home page; it names the real server when VITE_API_URL points at one. */
export function HomeRoute() {
  return <StartScreen apiUrl={getApiBaseUrl() || undefined} />
}
