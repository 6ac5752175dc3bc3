import { AuthContext } from '../../screens/auth/authContext'
import { NotAuthorizedScreen } from '../../screens/misc/NotAuthorizedScreen'
import { roleHomePath } from './roleHome'

/** The not-authorized page, with "Back to home" pointing at the signed-in role's home. */
export function NotAuthorizedRoute() {
  const userData = AuthContext.useSelector((snapshot) => snapshot.context.userData)
  return <NotAuthorizedScreen homePath={roleHomePath(userData)} />
}
