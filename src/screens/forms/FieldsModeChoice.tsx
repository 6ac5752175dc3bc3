import { useTranslation } from 'react-i18next'
import { LabelledChoice } from '../../components/choice/LabelledChoice'
import type { FieldsMode } from '../../machines/forms/formElementsRules'
import { ChoiceGroup } from './ChoiceGroup'

const modes: readonly FieldsMode[] = ['editable', 'disabled', 'readOnly']

interface FieldsModeChoiceProps {
  mode: FieldsMode
  onChange: (mode: FieldsMode) => void
}

/** Shows every field editable, disabled or read-only (the choice is in the URL). */
export function FieldsModeChoice({ mode, onChange }: FieldsModeChoiceProps) {
  const { t } = useTranslation()
  return (
    <ChoiceGroup legend={t('formsKit.elements.mode.label')}>
      <div className="cea-forms-kit__inline-choices">
        {modes.map((option) => (
          <LabelledChoice
            key={option}
            kind="radio"
            name="fields-mode"
            value={option}
            label={t(`formsKit.elements.mode.${option}`)}
            checked={mode === option}
            onChange={() => onChange(option)}
          />
        ))}
      </div>
    </ChoiceGroup>
  )
}
