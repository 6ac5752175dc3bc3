import { FormControl, Select, Textarea, TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Invoice, paymentMethods } from '../../api/types/invoices'
import type { PaymentErrors, PaymentFields } from '../../machines/invoices/invoicePreviewForms'
import { formatMoney } from './invoiceFormat'
import { InvoiceFormDrawer } from './InvoiceFormDrawer'

const methodKeys = {
  'Bank Transfer': 'bankTransfer',
  'Credit Card': 'creditCard',
  Cash: 'cash',
  PayPal: 'paypal',
} as const

export interface InvoicePaymentDrawerProps {
  invoice: Invoice
  /** YYYY-MM-DD: the payment's date to start from. */
  today: string
  errors: PaymentErrors
  isSaving: boolean
  failure: string | null
  onSubmit: (fields: PaymentFields) => void
  onClose: () => void
}

/** Add a payment: amount (at most the balance), date, method and note, each error at its field. */
export function InvoicePaymentDrawer({
  invoice,
  today,
  errors,
  isSaving,
  failure,
  onSubmit,
  onClose,
}: InvoicePaymentDrawerProps) {
  const { t, i18n } = useTranslation()
  const [fields, setFields] = useState<PaymentFields>({
    amount: '',
    date: today,
    method: 'Bank Transfer',
    note: '',
  })
  const balance = formatMoney(i18n.language, invoice.currency, invoice.figures.balance)
  const change = (patch: Partial<PaymentFields>) => setFields((now) => ({ ...now, ...patch }))

  return (
    <InvoiceFormDrawer
      title={t('invoices.preview.payment.title')}
      formId="invoice-payment-form"
      submitLabel={t('invoices.preview.payment.submit')}
      isSaving={isSaving}
      failure={failure}
      onSubmit={() => onSubmit(fields)}
      onClose={onClose}
    >
      <p>{t('invoices.preview.payment.balance', { balance })}</p>
      <FormControl required>
        <FormControl.Label>{t('invoices.preview.payment.amount')}</FormControl.Label>
        <TextInput
          inputMode="decimal"
          block
          value={fields.amount}
          validationStatus={errors.amount ? 'error' : undefined}
          onChange={(event) => change({ amount: event.target.value })}
        />
        <FormControl.Caption>
          {t('invoices.preview.payment.amountHint', { currency: invoice.currency })}
        </FormControl.Caption>
        {errors.amount ? (
          <FormControl.Validation variant="error">
            {t(`invoices.preview.payment.error.${errors.amount}`, { balance })}
          </FormControl.Validation>
        ) : null}
      </FormControl>
      <FormControl required>
        <FormControl.Label>{t('invoices.preview.payment.date')}</FormControl.Label>
        <TextInput
          type="date"
          block
          value={fields.date}
          validationStatus={errors.date ? 'error' : undefined}
          onChange={(event) => change({ date: event.target.value })}
        />
        {errors.date ? (
          <FormControl.Validation variant="error">
            {t('invoices.preview.payment.error.date')}
          </FormControl.Validation>
        ) : null}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('invoices.preview.payment.method')}</FormControl.Label>
        <Select
          block
          value={fields.method}
          onChange={(event) => {
            const method = paymentMethods.find((value) => value === event.target.value)
            if (method) change({ method })
          }}
        >
          {paymentMethods.map((method) => (
            <Select.Option key={method} value={method}>
              {t(`invoices.preview.payment.methods.${methodKeys[method]}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('invoices.preview.payment.note')}</FormControl.Label>
        <Textarea
          block
          rows={3}
          value={fields.note}
          onChange={(event) => change({ note: event.target.value })}
        />
      </FormControl>
    </InvoiceFormDrawer>
  )
}
