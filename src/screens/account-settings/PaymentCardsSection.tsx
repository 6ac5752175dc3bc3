import { CreditCardIcon } from '@primer/octicons-react'
import { Button, ConfirmationDialog, Flash, Heading, Label, TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentCard } from '../../api/types/billing'
import { type CardField, cardFields } from '../../api/types/checkout'
import { FormField } from '../../components/form-field/FormField'
import { AccountSettingsContext } from './accountSettingsContext'
import { SubmitRow } from './SubmitRow'
import { failureText, problemText } from './accountSettingsWords'

const autoCompletes: Record<CardField, string> = {
  cardNumber: 'cc-number',
  expiry: 'cc-exp',
  cvv: 'cc-csc',
  nameOnCard: 'cc-name',
}

/** The saved cards (make one the default, remove one after asking) and the form to add one. */
export function PaymentCardsSection({ cards }: { cards: readonly PaymentCard[] }) {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const failure = AccountSettingsContext.useSelector((snapshot) => snapshot.context.failures.cards)
  const isBusy = AccountSettingsContext.useSelector(
    (snapshot) => !snapshot.matches({ ready: { cards: 'idle' } }),
  )
  const [removing, setRemoving] = useState<PaymentCard | null>(null)
  const nameOf = (card: PaymentCard) =>
    t('accountSettings.cards.name', {
      brand: t(`accountSettings.cards.brand_${card.brand}`),
      last4: card.last4,
    })
  return (
    <section className="cea-account-settings__card" aria-labelledby="cea-account-cards">
      <Heading as="h2" id="cea-account-cards" className="cea-account-settings__subtitle">
        {t('accountSettings.cards.title')}
      </Heading>
      {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
      {cards.length === 0 ? (
        <p className="cea-account-settings__muted">{t('accountSettings.cards.none')}</p>
      ) : (
        <ul className="cea-account-settings__sessions" aria-labelledby="cea-account-cards">
          {cards.map((card) => {
            const name = nameOf(card)
            return (
              <li key={card.id}>
                <CreditCardIcon size={24} aria-hidden="true" />
                <div className="cea-account-settings__session-text">
                  <strong>{name}</strong>
                  {card.isDefault ? (
                    <Label variant="accent">{t('accountSettings.cards.default')}</Label>
                  ) : null}
                  <span className="cea-account-settings__muted">
                    {t('accountSettings.cards.expires', { expiry: card.expiry })} · {card.holder}
                  </span>
                </div>
                {card.isDefault ? null : (
                  <Button
                    size="small"
                    disabled={isBusy}
                    aria-label={t('accountSettings.cards.makeDefaultOf', { card: name })}
                    onClick={() => view.send({ type: 'card.makeDefault', id: card.id })}
                  >
                    {t('accountSettings.cards.makeDefault')}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="danger"
                  disabled={isBusy}
                  aria-label={t('accountSettings.cards.removeOf', { card: name })}
                  onClick={() => setRemoving(card)}
                >
                  {t('accountSettings.cards.remove')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      <NewCardForm isBusy={isBusy} />
      {removing ? (
        <ConfirmationDialog
          title={t('accountSettings.cards.removeTitle', { card: nameOf(removing) })}
          confirmButtonContent={t('accountSettings.cards.remove')}
          confirmButtonType="danger"
          cancelButtonContent={t('accountSettings.cards.keep')}
          onClose={(gesture) => {
            if (gesture === 'confirm') view.send({ type: 'card.remove', id: removing.id })
            setRemoving(null)
          }}
        >
          {t(
            removing.isDefault && cards.length > 1
              ? 'accountSettings.cards.removeDefaultBody'
              : 'accountSettings.cards.removeBody',
          )}
        </ConfirmationDialog>
      ) : null}
    </section>
  )
}

function NewCardForm({ isBusy }: { isBusy: boolean }) {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const card = AccountSettingsContext.useSelector((snapshot) => snapshot.context.card)
  const problems = AccountSettingsContext.useSelector((snapshot) => snapshot.context.problems)
  const isAdding = AccountSettingsContext.useSelector((snapshot) =>
    snapshot.matches({ ready: { cards: 'adding' } }),
  )
  return (
    <form
      className="cea-account-settings__form"
      aria-label={t('accountSettings.cards.addTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!isBusy || isAdding) view.send({ type: 'card.submit' })
      }}
    >
      <Heading as="h3" className="cea-account-settings__wide cea-account-settings__minor">
        {t('accountSettings.cards.addTitle')}
      </Heading>
      {cardFields.map((field) => (
        <FormField
          key={field}
          label={t(`accountSettings.cards.field_${field}`)}
          isRequired
          error={problemText(t, problems[field])}
        >
          {(inputProps) => (
            <TextInput
              {...inputProps}
              block
              inputMode={field === 'nameOnCard' ? 'text' : 'numeric'}
              autoComplete={autoCompletes[field]}
              placeholder={field === 'expiry' ? 'MM/YY' : undefined}
              value={card[field]}
              onChange={(event) =>
                view.send({ type: 'card.change', field, value: event.target.value })
              }
            />
          )}
        </FormField>
      ))}
      <SubmitRow label={t('accountSettings.cards.add')} isSaving={isAdding} />
    </form>
  )
}
