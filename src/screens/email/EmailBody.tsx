import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const purifier = DOMPurify()
// Links in mail open in a new tab and tell the target nothing about the dashboard.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if ((node.tagName === 'A' || node.tagName === 'AREA') && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer nofollow')
  }
})

/**
 * Mail HTML as safe markup: no scripts, event handlers, `javascript:` URLs,
 * SVG or MathML (where most mutation XSS lives), forms, frames or styles.
 */
export function sanitizeEmailHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    // An `id` or `name` in mail must not shadow page globals (`window.x`, `document.forms`).
    SANITIZE_NAMED_PROPS: true,
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'base',
      'meta',
      'link',
    ],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  })
}

/** The body of an email, sanitized with DOMPurify before it touches the DOM. */
export function EmailBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeEmailHtml(html), [html])
  return (
    <div
      className="cea-email-body"
      // The only raw HTML of the kit: sanitized just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  )
}
