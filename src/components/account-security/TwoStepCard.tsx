import { Button, Flash, Heading, TextInput, ToggleSwitch } from '@primer/react'
import { useId } from 'react'
import { FormField } from '../form-field/FormField'
import './accountSecurity.css'

/** The card's words, already translated. */
export interface TwoStepWords {
  /** The card's heading (it names the card). */
  title: string
  description: string
  /** The switch's label. */
  toggle: string
  /** The switch's state words. */
  on: string
  off: string
  /** The phone field's label. */
  phone: string
  /** The button that saves a changed phone. */
  savePhone: string
  /** What a screen reader hears while saving. */
  saving: string
}

export interface TwoStepCardProps {
  /** The card's words, already translated. */
  words: TwoStepWords
  /** The card's class (each screen's own card style). */
  className: string
  /** Whether two-step verification is on. */
  isOn: boolean
  /** The phone as typed. */
  phone: string
  /** The phone as stored: "Save phone" shows while two-step is on and the phone differs. */
  storedPhone: string
  /** The phone field's validation message, or null. */
  phoneError: string | null
  /** Why the last save failed, or null. */
  failure: string | null
  /** The switch shows it is busy while a change is saved. */
  isSaving: boolean
  /** The phone was typed in. */
  onPhoneChange: (phone: string) => void
  /** Turn on (true) or off (false); saving the phone while on is `onSubmit(true)`. */
  onSubmit: (enabled: boolean) => void
}

/** Two-step verification: on/off, and the phone the codes go to (needed to turn it on). */
export function TwoStepCard({
  words,
  className,
  isOn,
  phone,
  storedPhone,
  phoneError,
  failure,
  isSaving,
  onPhoneChange,
  onSubmit,
}: TwoStepCardProps) {
  const headingId = useId()
  const labelId = useId()
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} className="cea-account-security__title">
        {words.title}
      </Heading>
      <p className="cea-account-security__muted">{words.description}</p>
      {failure ? <Flash variant="danger">{failure}</Flash> : null}
      <div className="cea-account-security__toggle">
        <span id={labelId}>{words.toggle}</span>
        <ToggleSwitch
          aria-labelledby={labelId}
          size="small"
          checked={isOn}
          loading={isSaving}
          loadingLabel={words.saving}
          buttonLabelOn={words.on}
          buttonLabelOff={words.off}
          onClick={() => onSubmit(!isOn)}
        />
      </div>
      <form
        className="cea-account-security__inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit(true)
        }}
      >
        <FormField label={words.phone} error={phoneError}>
          {(inputProps) => (
            <TextInput
              {...inputProps}
              type="tel"
              autoComplete="tel"
              block
              value={phone}
              onChange={(event) => onPhoneChange(event.target.value)}
            />
          )}
        </FormField>
        {isOn ? (
          <Button type="submit" disabled={isSaving || phone.trim() === storedPhone}>
            {words.savePhone}
          </Button>
        ) : null}
      </form>
    </section>
  )
}
