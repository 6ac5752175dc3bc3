import { getApiBaseUrl } from '../../api/http'
import { EcommerceDashboardScreen } from '../../screens/dashboard/DashboardScreens'

/** The admin's home: the e-commerce dashboard, naming the real server when VITE_API_URL points at one. */
export function HomeRoute() {
  return <EcommerceDashboardScreen apiUrl={getApiBaseUrl() || undefined} />
}
