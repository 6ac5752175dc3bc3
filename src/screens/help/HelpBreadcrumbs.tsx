import { Link } from '@primer/react'
import { Link as RouterLink } from 'react-router-dom'

export interface Crumb {
  label: string
  /** Where the crumb leads; the last crumb, the page itself, has none. */
  to?: string
}

/**
 * Where the page sits, as links. Primer's Breadcrumbs names its landmark "Breadcrumbs" in English
 * whatever the language, so the help centre draws its own, named in the page's language.
 */
export function HelpBreadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className="cea-help-crumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>
            {crumb.to ? (
              <Link as={RouterLink} to={crumb.to}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
