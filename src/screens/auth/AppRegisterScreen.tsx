import type { AppAuthScreenProps } from './AppLoginScreen'
import { appLoginPath } from './authPaths'
import { RegisterScreen } from './RegisterScreen'

/** The app's own /register (its own module, so /login does not load it): links back to /login. */
export function AppRegisterScreen({ onSignedIn }: AppAuthScreenProps) {
  return <RegisterScreen variant="cover" loginTo={appLoginPath} onSignedIn={onSignedIn} />
}
