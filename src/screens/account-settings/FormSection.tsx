import { Flash, Heading } from '@primer/react'
import type { ReactNode } from 'react'
import { SubmitRow } from './SubmitRow'

export interface FormSectionProps {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** Why the last save failed, when no field was to blame. */
  failure: string | null
  submitLabel: string
  isSaving: boolean
  onSubmit: () => void
  children: ReactNode
}

/** A card of the settings with one form: its heading, the failure, the fields and the submit row. */
export function FormSection(props: FormSectionProps) {
  const { id, title, failure, submitLabel, isSaving, onSubmit, children } = props
  return (
    <section className="cea-account-settings__card" aria-labelledby={id}>
      <Heading as="h2" id={id} className="cea-account-settings__subtitle">
        {title}
      </Heading>
      <form
        className="cea-account-settings__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-account-settings__wide">
            {failure}
          </Flash>
        ) : null}
        {children}
        <SubmitRow label={submitLabel} isSaving={isSaving} />
      </form>
    </section>
  )
}
