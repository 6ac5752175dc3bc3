import { Button, Checkbox, ConfirmationDialog, Heading, Text } from '@primer/react'
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { type WizardStep, wizardSteps } from '../../../api/types/formsKit'
import { hasTypedAnything } from '../../../machines/wizard/wizardLogic'
import { wizardStepOf } from '../../../machines/wizard/wizardMachine'
import type { WizardInput } from '../../../machines/wizard/wizardMachine'
import { useLeaveGuard } from '../../shared/useLeaveGuard'
import { WizardContext } from './wizardContext'
import { WizardResult } from './WizardResult'
import { WizardReview } from './WizardReview'
import { WizardStepFields, wizardFieldId, wizardFields } from './WizardStepFields'
import { type StepperOrientation, WizardStepper } from './WizardStepper'
import { FormsPageHeader } from '../FormsPageHeader'
import '../forms.css'

const stepOfParam = (value: string | null): WizardStep | undefined =>
  wizardSteps.find((step) => step === value)

/**
 * /forms/wizard: the UI kit's wizard, a machine of steps (`src/machines/wizard`). The step is in
 * the URL (`?step=`); leaving with something typed asks first. `form` starts it filled (stories).
 */
export function WizardScreen({ form }: { form?: WizardInput['form'] } = {}) {
  const [params] = useSearchParams()
  const [input] = useState<WizardInput>(() => ({ form, step: stepOfParam(params.get('step')) }))
  return (
    <WizardContext.Provider options={{ input }}>
      <WizardPage />
    </WizardContext.Provider>
  )
}

/** Keeps `?step=` and the machine's step together, both ways (a refused step is put back). */
function useStepInUrl(step: WizardStep | null) {
  const wizard = WizardContext.useActorRef()
  const [params, setParams] = useSearchParams()
  const urlStep = stepOfParam(params.get('step')) ?? null
  const hasSynced = useRef(false)
  // Only the machine's step moves the URL here: the address is read, not followed.
  const writeStep = useEffectEvent((next: WizardStep) => {
    if (next === stepOfParam(params.get('step'))) return
    setParams({ step: next }, { replace: !hasSynced.current })
    hasSynced.current = true
  })
  useEffect(() => {
    if (step) writeStep(step)
  }, [step])
  useEffect(() => {
    if (!urlStep || urlStep === wizardStepOf(wizard.getSnapshot())) return
    wizard.send({ type: 'wizard.goTo', step: urlStep })
    const shown = wizardStepOf(wizard.getSnapshot())
    if (shown && shown !== urlStep) setParams({ step: shown }, { replace: true })
  }, [urlStep, wizard, setParams])
}

/** Focus: the step's heading as it opens; the first field with a problem after Next. */
function useWizardFocus(step: WizardStep | null) {
  const problems = WizardContext.useSelector((snapshot) =>
    step && step !== 'review' ? Object.keys(snapshot.context.problems[step]) : [],
  )
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstStep = useRef(true)
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false
      return
    }
    headingRef.current?.focus()
  }, [step])
  const shownCount = useRef(0)
  const firstProblem =
    step && step !== 'review'
      ? wizardFields[step].find((spec) => problems.includes(spec.name))
      : undefined
  useEffect(() => {
    if (problems.length > shownCount.current && step && step !== 'review' && firstProblem)
      document.getElementById(wizardFieldId(step, firstProblem.name))?.focus()
    shownCount.current = problems.length
  }, [problems.length, step, firstProblem])
  return headingRef
}

function WizardPage() {
  const { t } = useTranslation()
  const wizard = WizardContext.useActorRef()
  const step = WizardContext.useSelector(wizardStepOf)
  const isSubmitting = WizardContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const isEdited = WizardContext.useSelector(
    (snapshot) => !snapshot.matches('submitted') && hasTypedAnything(snapshot.context.form),
  )
  const [orientation, setOrientation] = useState<StepperOrientation>('horizontal')
  const [isAsking, setAsking] = useState(false)
  const ask = useCallback(() => setAsking(true), [])
  const guard = useLeaveGuard(isEdited, ask)
  useStepInUrl(step)
  const headingRef = useWizardFocus(step)
  const stepIndex = step ? wizardSteps.indexOf(step) : -1

  return (
    <div className="cea-forms">
      <FormsPageHeader title={t('wizard.title')} intro={t('wizard.intro')} />
      <label className="cea-forms__toggle">
        <Checkbox
          checked={orientation === 'vertical'}
          onChange={(event) => setOrientation(event.target.checked ? 'vertical' : 'horizontal')}
        />
        {t('wizard.stepper.vertical')}
      </label>
      <div className="cea-wizard" data-orientation={orientation}>
        <WizardStepper orientation={orientation} />
        {step ? (
          <form
            className="cea-forms__card cea-wizard__panel"
            noValidate
            aria-labelledby="cea-wizard-step-title"
            onSubmit={(event) => {
              event.preventDefault()
              wizard.send({ type: step === 'review' ? 'wizard.submit' : 'wizard.next' })
            }}
          >
            <div>
              <Heading
                as="h2"
                id="cea-wizard-step-title"
                ref={headingRef}
                tabIndex={-1}
                className="cea-forms__subtitle"
              >
                {t('wizard.stepTitle', {
                  index: stepIndex + 1,
                  total: wizardSteps.length,
                  name: t(`wizard.step.${step}.name`),
                })}
              </Heading>
              <Text as="p" className="cea-forms__muted">
                {t(`wizard.step.${step}.hint`)}
              </Text>
            </div>
            {step === 'review' ? <WizardReview /> : <WizardStepFields step={step} />}
            <div className="cea-wizard__actions">
              {stepIndex > 0 ? (
                <Button
                  disabled={isSubmitting}
                  onClick={() => wizard.send({ type: 'wizard.back' })}
                >
                  {t('wizard.back')}
                </Button>
              ) : null}
              <Button
                type="submit"
                variant="primary"
                loading={isSubmitting}
                loadingAnnouncement={t('wizard.submitting')}
              >
                {step === 'review' ? t('wizard.submit') : t('wizard.next')}
              </Button>
            </div>
          </form>
        ) : (
          <WizardResult />
        )}
      </div>
      {isAsking ? (
        <ConfirmationDialog
          title={t('wizard.leave.title')}
          confirmButtonContent={t('wizard.leave.discard')}
          confirmButtonType="danger"
          cancelButtonContent={t('wizard.leave.stay')}
          onClose={(gesture) => {
            setAsking(false)
            guard.answer(gesture === 'confirm')
          }}
        >
          {t('wizard.leave.body')}
        </ConfirmationDialog>
      ) : null}
    </div>
  )
}
