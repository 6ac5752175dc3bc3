// A post's body as the back end keeps it: the editor's prose tags only, links to http(s) and
// mailto, every other tag, attribute, comment and script dropped, stray angle brackets escaped.
// Works on text (a service worker has no DOM); the page sanitizes again where it shows HTML.

const keptTags = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'code',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'h2',
  'h3',
  'h4',
])
const voidTags = new Set(['br'])

/** Elements dropped with everything inside them. */
const droppedWithContent =
  /<(script|style|iframe|object|embed|template|noscript|svg|math|textarea|title|select|xmp|noembed|noframes)\b[\s\S]*?(?:<\/\1\s*>|$)/gi
const comments = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>/g
const hrefPattern = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (text: string) =>
  text
    .replace(/&(?!(?:amp|lt|gt|quot|#39);)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')

/** The link's address when it is an http(s), mailto or same-site one, else null. */
function safeHref(attributes: string): string | null {
  const match = hrefPattern.exec(attributes)
  const raw = match?.[1] ?? match?.[2] ?? match?.[3]
  if (raw === undefined) return null
  const decoded = raw
    .replace(/&#x?([0-9a-f]+);?/gi, (_, code: string) =>
      String.fromCharCode(Number.parseInt(code, /^[0-9]+$/.test(code) ? 10 : 16)),
    )
    .replace(/&colon;/gi, ':')
    // Spaces and control characters browsers skip inside a URL's scheme.
    .split('')
    .filter((character) => character.charCodeAt(0) > 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(decoded) ? escapeAttribute(raw) : null
}

function keptTag(closing: string, name: string, attributes: string): string {
  const tag = name.toLowerCase()
  if (!keptTags.has(tag)) return ''
  if (closing) return voidTags.has(tag) ? '' : `</${tag}>`
  if (tag !== 'a') return `<${tag}>`
  const href = safeHref(attributes)
  return href ? `<a href="${href}" rel="noopener noreferrer nofollow">` : '<a>'
}

/** The HTML with only prose tags and safe links kept (see above). */
export function sanitizePostHtml(html: string): string {
  const cleaned = html.replace(droppedWithContent, '').replace(comments, '')
  let out = ''
  let last = 0
  for (const match of cleaned.matchAll(tagPattern)) {
    out += escapeText(cleaned.slice(last, match.index))
    out += keptTag(match[1] ?? '', match[2] ?? '', match[3] ?? '')
    last = match.index + match[0].length
  }
  return out + escapeText(cleaned.slice(last))
}

/** Whether the body has words in it once its tags are gone. */
export const hasText = (html: string) => html.replace(/<[^>]*>/g, '').trim().length > 0
