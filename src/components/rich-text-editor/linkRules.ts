/** Links the editor may keep: web and mail addresses only. */
export const allowedLinkProtocols = ['http', 'https', 'mailto']

const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url)

/** An address as a link keeps it: a bare host ('example.com') gets https. */
export const normalizeLink = (url: string) => (hasScheme(url) ? url : `https://${url}`)

/** http(s) and mailto addresses with a host or a mailbox; nothing else (no javascript:, data:). */
export function isAllowedLink(url: string): boolean {
  if (url.trim() === '' || /\s/.test(url.trim())) return false
  try {
    const parsed = new URL(normalizeLink(url.trim()))
    const scheme = parsed.protocol.slice(0, -1)
    if (!allowedLinkProtocols.includes(scheme)) return false
    return scheme === 'mailto' ? parsed.pathname.includes('@') : parsed.hostname.includes('.')
  } catch {
    return false
  }
}
