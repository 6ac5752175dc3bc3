import { demoAccounts, toUserData } from '../src/fixtures/auth'

export const storyRoles = ['admin', 'client', 'signed-out'] as const
export type StoryRole = (typeof storyRoles)[number]

const sessionKeys = ['userData', 'accessToken', 'refreshToken'] as const

/** Signs the story in as a demo account (or out), the way the app stores a session. */
export function applySessionForRole(role: StoryRole): void {
  for (const key of sessionKeys) localStorage.removeItem(key)
  if (role === 'signed-out') return
  const account = demoAccounts.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`No demo account has the role ${role}`)
  localStorage.setItem('userData', JSON.stringify(toUserData(account)))
}
