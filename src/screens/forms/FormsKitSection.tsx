import { Heading } from '@primer/react'
import type { ReactNode } from 'react'

export interface FormsKitSectionProps {
  /** Makes the heading's id (`forms-kit-<id>`), which names the section. */
  id: string
  title: string
  /** A sentence under the heading. */
  description?: string
  children: ReactNode
}

/** One card of the forms kit's pages: a region named by its heading. */
export function FormsKitSection({ id, title, description, children }: FormsKitSectionProps) {
  const headingId = `forms-kit-${id}`
  return (
    <section className="cea-forms-kit__section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className="cea-forms-kit__section-title">
        {title}
      </Heading>
      {description ? <p className="cea-forms-kit__section-text">{description}</p> : null}
      <div className="cea-forms-kit__fields">{children}</div>
    </section>
  )
}
