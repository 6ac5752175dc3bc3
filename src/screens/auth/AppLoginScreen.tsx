import type { UserData } from '../../api/types/auth'
import { appRegisterPath, authPagePath } from './authPaths'
import { LoginScreen } from './LoginScreen'

export interface AppAuthScreenProps {
  /** Called once signed in; the app's route guard redirects either way. */
  onSignedIn?: (userData: UserData) => void
}

/** The app's own /login: the cover login, linking to /register and the cover forgot-password page. */
export function AppLoginScreen({ onSignedIn }: AppAuthScreenProps) {
  return (
    <LoginScreen
      variant="cover"
      registerTo={appRegisterPath}
      forgotPasswordTo={authPagePath('forgot-password', 'cover')}
      onSignedIn={onSignedIn}
    />
  )
}
