import { Button, Flash, Heading } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { formElementsMachine, shownProblems } from '../../machines/forms/formElementsMachine'
import type { FormElementsValues } from '../../machines/forms/formElementsRules'
import { fieldsModeFromSearch, searchFromFieldsMode } from '../../machines/forms/formElementsView'
import { useViewInUrl } from '../shared/useViewInUrl'
import { ChoiceFieldsSection } from './ChoiceFieldsSection'
import { DateFieldsSection } from './DateFieldsSection'
import { FieldsModeChoice } from './FieldsModeChoice'
import { errorsOf } from './formElementsFields'
import { FormsKitSection } from './FormsKitSection'
import { MaskedFieldsSection } from './MaskedFieldsSection'
import { TextFieldsSection } from './TextFieldsSection'
import { TitleField } from './TitleField'
import { UploadSection } from './UploadSection'
import './formsKit.css'

type FormElementsActor = ReturnType<typeof useActorRef<typeof formElementsMachine>>

/** Keeps `?fields=` (editable, disabled or read-only) and the machine in step. */
function useFieldsModeInUrl(actor: FormElementsActor) {
  const viewSearch = useSelector(actor, (snapshot) => searchFromFieldsMode(snapshot.context.mode))
  useViewInUrl({
    viewSearch,
    readViewSearch: () => searchFromFieldsMode(actor.getSnapshot().context.mode),
    followUrl: (search) => actor.send({ type: 'view.follow', search }),
    normalize: (search) => searchFromFieldsMode(fieldsModeFromSearch(new URLSearchParams(search))),
  })
}

/** After each submit, focus goes to the first field marked invalid (when there is one). */
function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, submits: number) {
  useEffect(() => {
    if (submits === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, submits])
}

/** /forms/elements: every input of the kit in one sample form, checked when it is submitted. */
export function FormElementsScreen() {
  const { t, i18n } = useTranslation()
  const [search] = useSearchParams()
  const actor = useActorRef(formElementsMachine, { input: { search } })
  useFieldsModeInUrl(actor)
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const titleChosen = useSelector(context.titles, (snapshot) => snapshot.context.chosen)
  const isInvalid = useSelector(actor, (snapshot) => snapshot.hasTag('invalid'))
  const isValid = useSelector(actor, (snapshot) => snapshot.hasTag('valid'))
  const problems = shownProblems(context, titleChosen !== null)
  const problemCount = Object.keys(problems).length
  const errorOf = errorsOf(t, i18n.language, problems)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstProblem(formRef, context.submits)
  const { mode, values } = context
  const change = (changed: Partial<Omit<FormElementsValues, 'files'>>) =>
    actor.send({ type: 'fields.change', values: changed })
  const sectionProps = { errorOf, mode }

  return (
    <div className="cea-forms-kit">
      <header className="cea-forms-kit__header">
        <Heading as="h1">{t('formsKit.elements.title')}</Heading>
        <p>{t('formsKit.elements.subtitle')}</p>
        <FieldsModeChoice
          mode={mode}
          onChange={(next) => actor.send({ type: 'mode.set', mode: next })}
        />
      </header>
      <form
        ref={formRef}
        noValidate
        className="cea-forms-kit__form"
        aria-label={t('formsKit.elements.formLabel')}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'form.submit' })
        }}
      >
        {isInvalid && problemCount > 0 ? (
          <Flash variant="danger" role="alert" className="cea-forms-kit__summary">
            {t('formsKit.elements.summary.invalid', { count: problemCount })}
          </Flash>
        ) : null}
        {isValid ? (
          <Flash variant="success" role="status" className="cea-forms-kit__summary">
            {t('formsKit.elements.summary.valid')}
          </Flash>
        ) : null}
        <div className="cea-forms-kit__grid">
          <TextFieldsSection {...sectionProps} values={values} onChange={change} />
          <ChoiceFieldsSection {...sectionProps} values={values} onChange={change} />
          <FormsKitSection id="autocomplete" title={t('formsKit.elements.sections.autocomplete')}>
            <TitleField titles={context.titles} error={errorOf('title')} mode={mode} />
          </FormsKitSection>
          <DateFieldsSection {...sectionProps} values={values} onChange={change} />
          <MaskedFieldsSection {...sectionProps} values={values} onChange={change} />
          <UploadSection
            files={values.files}
            rejected={context.rejectedFiles}
            error={errorOf('files')}
            disabled={mode !== 'editable'}
            onAdd={(accepted, rejected) => actor.send({ type: 'files.add', accepted, rejected })}
            onRemove={(index) => actor.send({ type: 'files.remove', index })}
          />
        </div>
        <div className="cea-forms-kit__actions">
          <Button type="submit" variant="primary" disabled={mode !== 'editable'}>
            {t('formsKit.elements.submit')}
          </Button>
          <Button type="button" onClick={() => actor.send({ type: 'form.reset' })}>
            {t('formsKit.elements.reset')}
          </Button>
        </div>
      </form>
    </div>
  )
}
