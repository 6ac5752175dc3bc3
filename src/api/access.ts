// Who may call what: one map from API paths to CASL subjects, used by the
// simulated back end's enforcement and by the UI's route guard and menu.
import { createMongoAbility, type MongoAbility } from '@casl/ability'
import type { ApiKeyAccess } from './types/apiKeys'

export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete'

export type Subject =
  | 'all'
  | 'Auth'
  | 'ACL'
  | 'User'
  | 'Ecommerce'
  | 'Chat'
  | 'Invoice'
  | 'Todo'
  | 'Email'
  | 'Calendar'
  | 'DataTable'
  | 'Permission'
  | 'Faq'
  | 'Profile'
  | 'Pricing'
  | 'AccountSettings'
  | 'Blog'
  | 'Card'

/** 'public': no token needed; 'signedIn': any valid token (the navbar's data). */
export type Access = Subject | 'public' | 'signedIn'

/** Path prefixes of SPEC §7 and the access each needs; the longest matching prefix wins. */
export const endpointAccess: ReadonlyArray<readonly [prefix: string, access: Access]> = [
  ['/jwt/', 'public'],
  ['/api/health', 'public'],
  ['/api/users/', 'User'],
  ['/apps/users/', 'User'],
  ['/apps/ecommerce/', 'Ecommerce'],
  ['/apps/chat/', 'Chat'],
  ['/apps/invoice/', 'Invoice'],
  ['/api/invoice/', 'Invoice'],
  ['/api/bookmarks/', 'signedIn'],
  ['/api/main-search/', 'signedIn'],
  ['/api/autocomplete/', 'signedIn'],
  ['/api/notifications', 'signedIn'],
  ['/apps/todo/', 'Todo'],
  ['/apps/email/', 'Email'],
  // An attachment's download is a plain link (no bearer token); its id is random.
  ['/apps/email/attachments/', 'public'],
  ['/apps/calendar/', 'Calendar'],
  ['/api/datatables/', 'DataTable'],
  ['/apps/permissions/', 'Permission'],
  ['/apps/roles/', 'Permission'],
  ['/faq/', 'Faq'],
  ['/profile/', 'Profile'],
  ['/pricing/', 'signedIn'],
  // Each signed-in account reads and writes only its own settings (admin and client alike).
  ['/account-setting/', 'signedIn'],
  ['/blog/', 'Blog'],
  ['/card/', 'Card'],
  ['/api/api-keys', 'signedIn'],
  ['/api/subscription', 'signedIn'],
  // The Billing tab's calls: each the signed-in account's own cards, address and invoices.
  ['/api/billing', 'signedIn'],
  ['/api/license', 'signedIn'],
  // The signed-in account's own profile page (admin and client alike).
  ['/api/profile', 'signedIn'],
  // The UI kit's form pages (the wizard, the validation page): any signed-in account.
  ['/api/forms/', 'signedIn'],
]

function longestPrefixMatch<T>(
  table: ReadonlyArray<readonly [string, T]>,
  path: string,
): T | undefined {
  let best: readonly [string, T] | undefined
  for (const entry of table) {
    if (path.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry
  }
  return best?.[1]
}

/** The access an API path needs; an unknown path needs the admin's `manage all`. */
export function accessForEndpoint(path: string): Access {
  return longestPrefixMatch(endpointAccess, path) ?? 'all'
}

/** Reads are `read`; removals `delete`; every other write `update` (admins `manage` all). */
export function actionForMethod(method: string): Action {
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD') return 'read'
  if (verb === 'DELETE') return 'delete'
  return 'update'
}

/** 'public': anyone; 'guest': signed-out visitors only (login, register); otherwise a CASL rule. */
export type RouteAccess = 'public' | 'guest' | { action: Action; subject: Subject }

/**
 * App route prefixes and the subject each screen reads: the navbar's search and bookmarks ask it
 * of every link, including the routes of SPEC §2 still to be built. A route of the navigation
 * table names the same subject (tests/unit/navigationTable.test.ts).
 */
export const routeSubjects: ReadonlyArray<readonly [prefix: string, subject: Subject]> = [
  ['/access-control', 'ACL'],
  ['/apps/user/', 'User'],
  ['/apps/ecommerce/', 'Ecommerce'],
  ['/apps/chat', 'Chat'],
  ['/apps/invoice/', 'Invoice'],
  ['/apps/todo', 'Todo'],
  ['/apps/email', 'Email'],
  ['/apps/calendar', 'Calendar'],
  ['/apps/roles', 'Permission'],
  ['/apps/permissions', 'Permission'],
  ['/datatables/', 'DataTable'],
  ['/tables/', 'DataTable'],
  ['/pages/faq', 'Faq'],
  ['/pages/knowledge-base', 'Faq'],
  // The signed-in account's own profile: every signed-in account may read Auth.
  ['/pages/profile', 'Auth'],
  ['/pages/pricing', 'Auth'],
  // The signed-in account's own settings: every signed-in account may read Auth.
  ['/pages/account-settings', 'Auth'],
  ['/pages/blog/', 'Blog'],
  ['/dashboard/', 'Card'],
  ['/cards/', 'Card'],
  ['/charts', 'Card'],
  ['/pages/api-key', 'Auth'],
  ['/pages/license', 'Auth'],
  // The UI kit's demo pages (issue #37) hold no admin data: every signed-in account may read Auth.
  ['/forms/', 'Auth'],
  ['/extensions/', 'Auth'],
  ['/page-layout/', 'Auth'],
  ['/components', 'Auth'],
]

export function subjectForRoute(path: string): Subject {
  return longestPrefixMatch(routeSubjects, path) ?? 'all'
}

export type AppAbility = MongoAbility<[Action, Subject]>

/** SPEC §6: a user's ability comes from their rules; with none, read on Auth. */
export const defaultAbilityRules: ReadonlyArray<{ action: string; subject: string }> = [
  { action: 'read', subject: 'Auth' },
]

/** The CASL ability of a rule list: the same for the back end's checks, the router guard and the menu. */
export function createAppAbility(
  rules: ReadonlyArray<{ action: string; subject: string }> | undefined,
): AppAbility {
  const effective = rules && rules.length > 0 ? rules : defaultAbilityRules
  return createMongoAbility<[Action, Subject]>(
    effective.map((rule) => ({ ...rule })) as Array<{ action: Action; subject: Subject }>,
  )
}

type AbilityRule = { action: Action | Action[]; subject: Subject; inverted?: boolean }

/** What an API key's level takes away from its account's rules (later rules win in CASL). */
function apiKeyRestrictions(access: ApiKeyAccess): AbilityRule[] {
  if (access === 'read-only')
    return [{ action: ['create', 'update', 'delete'], subject: 'all', inverted: true }]
  if (access === 'read-write') return [{ action: 'delete', subject: 'all', inverted: true }]
  return []
}

/**
 * The ability of a call made with an API key: its account's rules, narrowed by the key's level
 * (read-only: reads only; read-write: no removals; full: as the account).
 */
export function createApiKeyAbility(
  rules: ReadonlyArray<{ action: string; subject: string }> | undefined,
  access: ApiKeyAccess,
): AppAbility {
  const effective = rules && rules.length > 0 ? rules : defaultAbilityRules
  return createMongoAbility<[Action, Subject]>([
    ...(effective.map((rule) => ({ ...rule })) as AbilityRule[]),
    ...apiKeyRestrictions(access),
  ])
}

/** The level alone, for calls any signed-in caller may make (bookmarks, the key list). */
export function apiKeyLevelAbility(access: ApiKeyAccess): AppAbility {
  return createMongoAbility<[Action, Subject]>([
    { action: 'manage', subject: 'all' },
    ...apiKeyRestrictions(access),
  ])
}

/**
 * Whether the caller may change a blog post: who manages the blog (an admin) any post, who may
 * write to it only the posts they wrote (the UI hides Edit, the back end answers 403).
 */
export function canEditBlogPost(
  ability: AppAbility,
  userId: number | undefined,
  authorId: number | null,
): boolean {
  if (ability.can('manage', 'Blog')) return true
  return ability.can('update', 'Blog') && userId !== undefined && authorId === userId
}
