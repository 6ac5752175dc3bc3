import { FormControl, Textarea, TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/types/invoices'
import type { SendErrors, SendFields } from '../../machines/invoices/invoicePreviewForms'
import { InvoiceFormDrawer } from './InvoiceFormDrawer'

export interface InvoiceSendDrawerProps {
  invoice: Invoice
  errors: SendErrors
  isSaving: boolean
  failure: string | null
  onSubmit: (fields: SendFields) => void
  onClose: () => void
}

/** Send the invoice: to (the client's email to start with), subject and message. */
export function InvoiceSendDrawer({
  invoice,
  errors,
  isSaving,
  failure,
  onSubmit,
  onClose,
}: InvoiceSendDrawerProps) {
  const { t } = useTranslation()
  const number = t('invoices.number', { id: invoice.id })
  const [fields, setFields] = useState<SendFields>(() => ({
    to: invoice.client.companyEmail,
    subject: t('invoices.preview.send.defaultSubject', { number }),
    message: t('invoices.preview.send.defaultMessage', { name: invoice.client.name, number }),
  }))
  const change = (patch: Partial<SendFields>) => setFields((now) => ({ ...now, ...patch }))
  const errorText = (error: SendErrors[keyof SendFields]) =>
    error ? (
      <FormControl.Validation variant="error">
        {t(`invoices.preview.send.error.${error}`)}
      </FormControl.Validation>
    ) : null

  return (
    <InvoiceFormDrawer
      title={t('invoices.preview.send.title', { number })}
      formId="invoice-send-form"
      submitLabel={t('invoices.preview.send.submit')}
      isSaving={isSaving}
      failure={failure}
      onSubmit={() => onSubmit(fields)}
      onClose={onClose}
    >
      <FormControl required>
        <FormControl.Label>{t('invoices.preview.send.to')}</FormControl.Label>
        <TextInput
          type="email"
          block
          value={fields.to}
          validationStatus={errors.to ? 'error' : undefined}
          onChange={(event) => change({ to: event.target.value })}
        />
        {errorText(errors.to)}
      </FormControl>
      <FormControl required>
        <FormControl.Label>{t('invoices.preview.send.subject')}</FormControl.Label>
        <TextInput
          block
          value={fields.subject}
          validationStatus={errors.subject ? 'error' : undefined}
          onChange={(event) => change({ subject: event.target.value })}
        />
        {errorText(errors.subject)}
      </FormControl>
      <FormControl>
        <FormControl.Label>{t('invoices.preview.send.message')}</FormControl.Label>
        <Textarea
          block
          rows={6}
          value={fields.message}
          onChange={(event) => change({ message: event.target.value })}
        />
      </FormControl>
    </InvoiceFormDrawer>
  )
}
