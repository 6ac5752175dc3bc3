import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useTranslation } from 'react-i18next'
import { Autocomplete } from '../../components/autocomplete/Autocomplete'
import type { autocompleteMachine } from '../../machines/forms/autocompleteMachine'
import type { FieldsMode } from '../../machines/forms/formElementsRules'

interface TitleFieldProps {
  titles: ActorRefFrom<typeof autocompleteMachine>
  error: string | null
  mode: FieldsMode
}

/** The autocomplete over `/api/autocomplete/data`, driven by its machine. */
export function TitleField({ titles, error, mode }: TitleFieldProps) {
  const { t } = useTranslation()
  const query = useSelector(titles, (snapshot) => snapshot.context.query)
  const options = useSelector(titles, (snapshot) => snapshot.context.options)
  const status = useSelector(titles, (snapshot) =>
    snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'error' : 'ready',
  )
  const key = (name: string) => `formsKit.elements.fields.title.${name}`
  return (
    <Autocomplete
      label={t(key('label'))}
      caption={t(key('caption'))}
      error={error}
      isRequired
      disabled={mode === 'disabled'}
      readOnly={mode === 'readOnly'}
      value={query}
      options={options.map((item) => ({ id: item.id, label: item.title }))}
      status={status}
      texts={{
        loading: t(key('loading')),
        failure: t(key('failure')),
        retry: t('formsKit.retry'),
        noMatch: t(key('noMatch'), { text: query.trim() }),
        matchCount: (count) => t(key('matchCount'), { count }),
      }}
      onValueChange={(text) => titles.send({ type: 'query.type', text })}
      onChoose={(id) => titles.send({ type: 'option.choose', id })}
      onRetry={() => titles.send({ type: 'titles.retry' })}
    />
  )
}
