import { Heading } from '@primer/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { problemText } from '../formWords'
import { FormValidationContext } from './formValidationContext'
import { validationFieldId } from './validationFieldId'

/**
 * After a submit with problems: each problem as a link to its field (following it focuses the
 * field). The summary takes focus as it appears, so a screen reader reads it first.
 */
export function ErrorSummary() {
  const { t } = useTranslation()
  const problems = FormValidationContext.useSelector((snapshot) => snapshot.context.problems)
  const isShown = FormValidationContext.useSelector((snapshot) => snapshot.context.isSummaryShown)
  const announcement = FormValidationContext.useSelector(
    (snapshot) => snapshot.context.announcement,
  )
  const boxRef = useRef<HTMLDivElement>(null)
  const entries = Object.entries(problems)
  const isVisible = isShown && entries.length > 0
  useEffect(() => {
    if (isVisible && announcement?.kind === 'summary') boxRef.current?.focus()
  }, [isVisible, announcement])
  if (!isVisible) return null
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      className="cea-forms__summary"
      aria-labelledby="cea-form-validation-summary"
    >
      <Heading as="h2" id="cea-form-validation-summary" className="cea-forms__subtitle">
        {t('formValidation.summary.title', { count: entries.length })}
      </Heading>
      <ul>
        {entries.map(([field, problem]) => (
          <li key={field}>
            <a
              href={`#${validationFieldId(field)}`}
              onClick={(event) => {
                event.preventDefault()
                const input = document.getElementById(validationFieldId(field))
                input?.focus()
                input?.scrollIntoView({ block: 'center' })
              }}
            >
              {`${t(`formValidation.field.${field}`)}: ${problemText(t, field, problem) ?? ''}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
