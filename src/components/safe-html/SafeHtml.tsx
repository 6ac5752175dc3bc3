import DOMPurify from 'dompurify'
import { useMemo } from 'react'

const articlePurifier = DOMPurify()

/**
 * Article HTML kept to prose: headings, paragraphs, lists, links, emphasis, code and tables.
 * Everything else (scripts, handlers, styles, forms, frames, SVG, `javascript:` links) is dropped.
 */
export function sanitizeArticleHtml(html: string): string {
  return articlePurifier.sanitize(html, {
    ALLOWED_TAGS: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'a',
      'strong',
      'em',
      'b',
      'i',
      'code',
      'pre',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'kbd',
    ],
    ALLOWED_ATTR: ['href', 'title'],
    SANITIZE_NAMED_PROPS: true,
  })
}

/** Help and blog content from the back end, sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeArticleHtml(html), [html])
  // Sanitized just above: only the tags and attributes listed there remain.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}
