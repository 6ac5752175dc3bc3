import { Heading } from '@primer/react'
import { type ReactNode, useId } from 'react'

/** One part of an extensions page: a region named by its heading, with a line on what it shows. */
export function ExtensionsSection({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section className="cea-extensions__section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className="cea-extensions__heading">
        {title}
      </Heading>
      <p className="cea-extensions__description">{description}</p>
      {children}
    </section>
  )
}
