/**
 * A page's part of the names of its two translation files in the built app (vite/splitLocales.ts):
 * `/` → `home`, `/apps/user/list` → `apps-user-list`.
 */
export function firstTextsName(path: string): string {
  return path.replace(/^\/|\/$/g, '').replaceAll('/', '-') || 'home'
}
