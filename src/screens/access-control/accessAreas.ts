import type { Action, AppAbility, Subject } from '../../api/access'

/** The menu areas and the CASL subject each one reads (SPEC §2 and src/api/access.ts). */
export const menuAreaSubjects = [
  'Card',
  'Email',
  'Chat',
  'Todo',
  'Calendar',
  'Invoice',
  'Ecommerce',
  'User',
  'Permission',
  'DataTable',
  'Faq',
  'Profile',
  'Pricing',
  'AccountSettings',
  'Blog',
  'ACL',
  'Auth',
] as const satisfies readonly Subject[]

export type MenuAreaSubject = (typeof menuAreaSubjects)[number]

export function isMenuAreaSubject(value: string): value is MenuAreaSubject {
  return (menuAreaSubjects as readonly string[]).includes(value)
}

export type AreaAccess = 'full' | 'read' | 'none'

/** Full when the role may manage the area, read when it may only read it, else none. */
export function accessToArea(ability: AppAbility, subject: MenuAreaSubject): AreaAccess {
  if (ability.can('manage', subject)) return 'full'
  if (ability.can('read', subject)) return 'read'
  return 'none'
}

export interface RuleRow {
  id: number
  action: Action | string
  subject: Subject | string
  isInverted: boolean
}

/** The ability's rules as table rows; a rule over several actions or subjects gives a row each. */
export function ruleRows(ability: AppAbility): RuleRow[] {
  const rows: RuleRow[] = []
  for (const rule of ability.rules) {
    const actions: readonly string[] = Array.isArray(rule.action) ? rule.action : [rule.action]
    const subjects: readonly string[] = Array.isArray(rule.subject)
      ? rule.subject
      : [rule.subject ?? 'all']
    for (const action of actions) {
      for (const subject of subjects) {
        rows.push({ id: rows.length + 1, action, subject, isInverted: rule.inverted === true })
      }
    }
  }
  return rows
}
