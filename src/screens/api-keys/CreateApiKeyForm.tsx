import { Button, Flash, Heading, Select, Text, TextInput } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { apiKeyAccessLevels, apiKeyExpiryChoices } from '../../api/types/apiKeys'
import { FormField } from '../../components/form-field/FormField'
import { ApiKeysContext } from './apiKeysContext'
import { keyFailureText, keyFieldErrorText } from './apiKeyWords'

const neverValue = 'never'
const accessHintId = 'cea-api-keys-access-hint'

/** Both ids an input is described by: its error's (when shown) and its hint's. */
const describedBy = (errorId: string | undefined, hintId: string) =>
  errorId ? `${errorId} ${hintId}` : hintId

/**
 * Name, access level and expiry of a new key; the shared schema checks it, then the back end.
 * Labelled with the kit's light FormField, not Primer's FormControl (some 50 KB gzip of inputs
 * this form never uses).
 */
export function CreateApiKeyForm() {
  const { t } = useTranslation()
  const keys = ApiKeysContext.useActorRef()
  const draft = ApiKeysContext.useSelector((snapshot) => snapshot.context.draft)
  const fieldErrors = ApiKeysContext.useSelector((snapshot) => snapshot.context.fieldErrors)
  const failure = ApiKeysContext.useSelector((snapshot) => snapshot.context.createFailure)
  const isCreating = ApiKeysContext.useSelector((snapshot) =>
    snapshot.matches({ form: 'creating' }),
  )
  const nameError = keyFieldErrorText(t, 'name', fieldErrors.name)
  const accessError = keyFieldErrorText(t, 'access', fieldErrors.access)
  const expiryError = keyFieldErrorText(t, 'expiresInDays', fieldErrors.expiresInDays)

  return (
    <section className="cea-api-keys__card" aria-labelledby="cea-api-keys-create">
      <Heading as="h2" id="cea-api-keys-create" className="cea-api-keys__subtitle">
        {t('apiKeys.form.title')}
      </Heading>
      <form
        className="cea-api-keys__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          keys.send({ type: 'create.submit' })
        }}
      >
        {failure ? (
          <Flash variant="danger" className="cea-api-keys__form-failure">
            {keyFailureText(t, failure, 'apiKeys.form.failed')}
          </Flash>
        ) : null}
        <FormField label={t('apiKeys.form.name')} isRequired error={nameError}>
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              value={draft.name}
              placeholder={t('apiKeys.form.namePlaceholder')}
              validationStatus={nameError ? 'error' : undefined}
              onChange={(event) =>
                keys.send({ type: 'draft.change', draft: { name: event.target.value } })
              }
            />
          )}
        </FormField>
        <FormField label={t('apiKeys.form.access')} isRequired error={accessError}>
          {(inputProps) => (
            <>
              <Select
                {...inputProps}
                aria-describedby={describedBy(inputProps['aria-describedby'], accessHintId)}
                block
                value={draft.access}
                onChange={(event) => {
                  const access = apiKeyAccessLevels.find((level) => level === event.target.value)
                  if (access) keys.send({ type: 'draft.change', draft: { access } })
                }}
              >
                {apiKeyAccessLevels.map((level) => (
                  <Select.Option key={level} value={level}>
                    {t(`apiKeys.access.${level}`)}
                  </Select.Option>
                ))}
              </Select>
              <Text as="p" id={accessHintId} className="cea-api-keys__hint">
                {t(`apiKeys.accessHint.${draft.access}`)}
              </Text>
            </>
          )}
        </FormField>
        <FormField label={t('apiKeys.form.expiry')} error={expiryError}>
          {(inputProps) => (
            <Select
              {...inputProps}
              block
              value={draft.expiresInDays === null ? neverValue : String(draft.expiresInDays)}
              onChange={(event) => {
                const value = event.target.value
                keys.send({
                  type: 'draft.change',
                  draft: { expiresInDays: value === neverValue ? null : Number(value) },
                })
              }}
            >
              {apiKeyExpiryChoices.map((days) => (
                <Select.Option
                  key={days ?? neverValue}
                  value={days === null ? neverValue : String(days)}
                >
                  {days === null ? t('apiKeys.form.never') : t('apiKeys.form.days', { days })}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="cea-api-keys__submit">
          <Button
            type="submit"
            variant="primary"
            loading={isCreating}
            loadingAnnouncement={t('apiKeys.form.creating')}
          >
            {t('apiKeys.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
