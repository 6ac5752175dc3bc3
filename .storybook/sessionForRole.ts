import { demoAccounts } from '../src/fixtures/auth'
import { openSession } from '../src/mocks/auth/session'
import type { Repository } from '../src/mocks/db/repository'

export const storyRoles = ['admin', 'client', 'signed-out'] as const
export type StoryRole = (typeof storyRoles)[number]

const sessionKeys = ['userData', 'accessToken', 'refreshToken'] as const

export function isStoryRole(value: unknown): value is StoryRole {
  return typeof value === 'string' && (storyRoles as readonly string[]).includes(value)
}

/** Signs the story in as a demo account (real tokens, through the story's repository), or out. */
export async function applySessionForRole(role: StoryRole, repo: Repository): Promise<void> {
  for (const key of sessionKeys) localStorage.removeItem(key)
  if (role === 'signed-out') return
  const account = demoAccounts.find((candidate) => candidate.role === role)
  if (!account) throw new Error(`No demo account has the role ${role}`)
  const session = await openSession(repo, account)
  localStorage.setItem('userData', JSON.stringify(session.userData))
  localStorage.setItem('accessToken', session.accessToken)
  localStorage.setItem('refreshToken', session.refreshToken)
}
