// Machine tests call the API as the app does: through the stored session of the demo admin.
import { beforeEach } from 'vitest'
import { setSessionStorage, storeSession } from '../../src/api/session'
import { demoAccounts } from '../../src/fixtures/auth'
import { toUserData } from '../../src/mocks/auth/session'
import { accessTokenFor } from './contract'

/** Before each test: a fresh session store holding the admin's session. */
export function signInAsAdminBeforeEach(): void {
  beforeEach(async () => {
    setSessionStorage()
    const admin = demoAccounts.find((account) => account.role === 'admin')
    if (!admin) throw new Error('no demo admin')
    storeSession(
      {
        accessToken: await accessTokenFor('admin'),
        refreshToken: 'unused',
        userData: toUserData(admin),
      },
      true,
    )
  })
}
