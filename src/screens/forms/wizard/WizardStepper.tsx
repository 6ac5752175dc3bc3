import { CheckIcon } from '@primer/octicons-react'
import { useTranslation } from 'react-i18next'
import { type WizardStep, wizardSteps } from '../../../api/types/formsKit'
import { reachableSteps, wizardStepOf } from '../../../machines/wizard/wizardMachine'
import { WizardContext } from './wizardContext'

export type StepperOrientation = 'horizontal' | 'vertical'

/**
 * The steps as an ordered list in a `nav`: the current one `aria-current="step"`; a step the
 * wizard may show (every step before it passes) is a button; a step past an invalid one is
 * plain text. Vertical by choice, and always below 768 px.
 */
export function WizardStepper({ orientation }: { orientation: StepperOrientation }) {
  const { t } = useTranslation()
  const wizard = WizardContext.useActorRef()
  const current = WizardContext.useSelector(wizardStepOf)
  const reachable = WizardContext.useSelector((snapshot) => reachableSteps(snapshot).join(' '))
  const isLocked = WizardContext.useSelector(
    (snapshot) => snapshot.hasTag('saving') || snapshot.matches('submitted'),
  )
  const currentIndex = current ? wizardSteps.indexOf(current) : wizardSteps.length
  const canOpen = (step: WizardStep) => !isLocked && reachable.split(' ').includes(step)
  return (
    <nav
      aria-label={t('wizard.stepper.label')}
      className="cea-wizard-steps"
      data-orientation={orientation}
    >
      <ol>
        {wizardSteps.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next'
          const content = (
            <>
              <span className="cea-wizard-steps__marker" aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} /> : index + 1}
              </span>
              <span className="cea-wizard-steps__text">
                <span className="cea-wizard-steps__name">{t(`wizard.step.${step}.name`)}</span>
                <span className="cea-wizard-steps__hint">{t(`wizard.step.${step}.hint`)}</span>
              </span>
            </>
          )
          return (
            <li
              key={step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state !== 'current' && canOpen(step) ? (
                <button
                  type="button"
                  className="cea-wizard-steps__item"
                  onClick={() => wizard.send({ type: 'wizard.goTo', step })}
                >
                  {content}
                </button>
              ) : (
                <span className="cea-wizard-steps__item">{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
