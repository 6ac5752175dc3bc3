import { useTranslation } from 'react-i18next'
import { UserMenu, type UserMenuLinkKey, userMenuLinks } from '../../components/navbar/UserMenu'
import { useCanVisit } from './useCanVisit'
import { AuthContext } from '../auth/authContext'
import { userMenuLabels } from './navbarLabels'

/** The avatar, name and role, and the account menu with "Sign out" (sends `auth.logout`). */
export function NavbarUserMenu({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation()
  const canVisit = useCanVisit()
  const auth = AuthContext.useActorRef()
  const userData = AuthContext.useSelector((state) => state.context.userData)
  const isSigningOut = AuthContext.useSelector(
    (state) => state.hasTag('signedIn') && state.hasTag('submitting'),
  )
  if (!userData) return null
  const hiddenLinks: UserMenuLinkKey[] = userMenuLinks
    .filter((link) => !canVisit(link.href))
    .map((link) => link.key)
  return (
    <UserMenu
      name={userData.fullName}
      role={t(`navbar.user.roles.${userData.role}`)}
      avatar={userData.avatar}
      hiddenLinks={hiddenLinks}
      isSigningOut={isSigningOut}
      isCompact={isCompact}
      labels={userMenuLabels(t)}
      onSignOut={() => auth.send({ type: 'auth.logout' })}
    />
  )
}
