import { Heading, Text } from '@primer/react'

/** A form page's title and what it shows. */
export function FormsPageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Heading as="h1" className="cea-forms__title">
        {title}
      </Heading>
      <Text as="p" className="cea-forms__muted">
        {intro}
      </Text>
    </div>
  )
}
