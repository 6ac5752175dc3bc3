import { Fragment } from 'react'

/** The text cut where `query` occurs (any letter case): `[before, match, between, match, …]`. */
export function splitByMatches(text: string, query: string): string[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return [text]
  const haystack = text.toLocaleLowerCase()
  // Lowercasing can change a string's length (İ): then no marks rather than marks out of place.
  if (haystack.length !== text.length) return [text]
  const parts: string[] = []
  let from = 0
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + needle.length))
    from = at + needle.length
  }
  parts.push(text.slice(from))
  return parts
}

export interface HighlightedTextProps {
  /** The plain text to show. */
  text: string
  /** What was searched; each occurrence in `text` is marked. Blank marks nothing. */
  query: string
}

/** Plain text with each occurrence of `query` in a `<mark>`: React text nodes, never HTML. */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  const parts = splitByMatches(text, query)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="cea-highlight">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
