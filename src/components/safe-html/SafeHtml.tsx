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

const headingTag = /<(\/?)h([1-6])(?=[\s>])/g

/**
 * The content's headings moved so its highest is an h2, below the page's h1 (an article written
 * with h4s would skip levels). Runs on sanitized HTML, where a heading is a bare tag.
 */
export function headingsBelowTitle(html: string): string {
  const levels = [...html.matchAll(headingTag)].map((match) => Number(match[2]))
  if (levels.length === 0) return html
  const shift = Math.min(...levels) - 2
  return html.replace(headingTag, (_, slash: string, level: string) => {
    return `<${slash}h${Math.min(6, Number(level) - shift)}`
  })
}

export interface SafeHtmlProps {
  /** HTML from the back end; sanitized before it is drawn. */
  html: string
  /** A class for the wrapping `div` (e.g. the article's prose styles). */
  className?: string
}

/** Help and blog content from the back end, sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const safe = useMemo(() => headingsBelowTitle(sanitizeArticleHtml(html)), [html])
  // Sanitized just above: only the tags and attributes listed there remain.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}
