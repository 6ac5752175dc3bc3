import { Banner, Button, TextInput, VisuallyHidden } from '@primer/react'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidationField, ValidationForm } from '../../../api/types/formsKit'
import { FormField } from '../../../components/form-field/FormField'
import type { ValidationAnnouncement } from '../../../machines/formValidation/formValidationMachine'
import { validationFields } from '../../../machines/formValidation/formValidationLogic'
import { FormFailureBanner } from '../FormFailureBanner'
import { problemText } from '../formWords'
import { ErrorSummary } from './ErrorSummary'
import { FormValidationContext } from './formValidationContext'
import { UsernameStatus } from './UsernameStatus'
import { validationFieldId } from './validationFieldId'
import { FormsPageHeader } from '../FormsPageHeader'
import '../forms.css'

const inputTypes: Record<ValidationField, 'text' | 'email' | 'password' | 'date'> = {
  username: 'text',
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
  startDate: 'date',
  endDate: 'date',
}

const autoCompletes: Record<ValidationField, string> = {
  username: 'username',
  email: 'email',
  password: 'new-password',
  confirmPassword: 'new-password',
  startDate: 'off',
  endDate: 'off',
}

/**
 * /forms/validation: the back end's own schemas in a form — field and cross-field rules, a
 * username checked by the back end as typing pauses, problems announced, and a summary of them
 * after a submit. `values` starts it filled (stories).
 */
export function FormValidationScreen({
  values,
  usernamePauseMs,
}: { values?: ValidationForm; usernamePauseMs?: number } = {}) {
  const [input] = useState(() => ({ values, usernamePauseMs }))
  return (
    <FormValidationContext.Provider options={{ input }}>
      <FormValidationPage />
    </FormValidationContext.Provider>
  )
}

function announcementText(
  t: TFunction,
  announcement: ValidationAnnouncement,
  problem: string | null,
) {
  if (!announcement) return ''
  if (announcement.kind === 'summary')
    return t('formValidation.summary.title', { count: announcement.count })
  if (announcement.kind === 'username') return t(`formValidation.username.${announcement.status}`)
  return `${t(`formValidation.field.${announcement.field}`)}: ${problem ?? ''}`
}

function FormValidationPage() {
  const { t } = useTranslation()
  const form = FormValidationContext.useActorRef()
  const values = FormValidationContext.useSelector((snapshot) => snapshot.context.values)
  const problems = FormValidationContext.useSelector((snapshot) => snapshot.context.problems)
  const announcement = FormValidationContext.useSelector(
    (snapshot) => snapshot.context.announcement,
  )
  const accepted = FormValidationContext.useSelector((snapshot) => snapshot.context.accepted)
  const failure = FormValidationContext.useSelector((snapshot) => snapshot.context.failure)
  const isSending = FormValidationContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const announcedField = announcement?.kind === 'field' ? announcement.field : null
  const announced = announcementText(
    t,
    announcement,
    announcedField ? problemText(t, announcedField, problems[announcedField]) : null,
  )

  return (
    <div className="cea-forms">
      <FormsPageHeader title={t('formValidation.title')} intro={t('formValidation.intro')} />
      <VisuallyHidden role="status" aria-live="polite">
        {announced}
      </VisuallyHidden>
      <ErrorSummary />
      {accepted ? (
        <Banner
          variant="success"
          title={t('formValidation.accepted.title')}
          description={t('formValidation.accepted.body', {
            username: accepted.username,
            count: accepted.days,
          })}
        />
      ) : null}
      {failure ? <FormFailureBanner title={t('formValidation.failed')} failure={failure} /> : null}
      <form
        className="cea-forms__card"
        noValidate
        aria-label={t('formValidation.formLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          form.send({ type: 'form.submit' })
        }}
      >
        <div className="cea-forms__grid">
          {validationFields.map((field) => {
            const error = problemText(t, field, problems[field])
            return (
              <FormField
                key={field}
                id={validationFieldId(field)}
                label={t(`formValidation.field.${field}`)}
                isRequired
                error={error}
              >
                {(inputProps) => (
                  <>
                    <TextInput
                      {...inputProps}
                      block
                      type={inputTypes[field]}
                      name={field}
                      autoComplete={autoCompletes[field]}
                      value={values[field]}
                      validationStatus={error ? 'error' : undefined}
                      onChange={(event) =>
                        form.send({ type: 'field.change', field, value: event.target.value })
                      }
                      onBlur={() => form.send({ type: 'field.blur', field })}
                    />
                    {field === 'username' ? <UsernameStatus /> : null}
                  </>
                )}
              </FormField>
            )
          })}
        </div>
        <div className="cea-wizard__actions">
          <Button
            type="submit"
            variant="primary"
            loading={isSending}
            loadingAnnouncement={t('formValidation.sending')}
          >
            {t('formValidation.submit')}
          </Button>
        </div>
      </form>
    </div>
  )
}
