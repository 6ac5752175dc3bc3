import { Button, Flash, Heading, TextInput, ToggleSwitch } from '@primer/react'
import { useId } from 'react'
import { FormField } from '../form-field/FormField'
import './accountSecurity.css'

export interface TwoStepWords {
  title: string
  description: string
  toggle: string
  on: string
  off: string
  phone: string
  savePhone: string
  saving: string
}

export interface TwoStepCardProps {
  words: TwoStepWords
  /** The card's class (each screen's own card style). */
  className: string
  isOn: boolean
  phone: string
  /** The phone as stored: "Save phone" shows while two-step is on and the phone differs. */
  storedPhone: string
  phoneError: string | null
  failure: string | null
  isSaving: boolean
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
