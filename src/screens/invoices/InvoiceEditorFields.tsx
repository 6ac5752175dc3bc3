import { PlusIcon } from '@primer/octicons-react'
import { Button, Select, Textarea, TextInput } from '@primer/react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { invoiceCurrencies } from '../../api/types/invoices'
import { FormField, type FormFieldInputProps } from '../../components/form-field/FormField'
import type { EditorProblem, HeaderFields } from '../../machines/invoices/invoiceEditorRules'
import { InvoiceEditorContext } from './invoiceEditorContext'
import { problemText } from './invoiceEditorText'

/**
 * A field's label, control and problem (the problem's text under the control), on the kit's
 * FormField: Primer's FormControl would bring its SelectPanel, Autocomplete and virtualizer
 * (about 20 KB gzip) into the editor's first load.
 */
export function EditorField({
  label,
  problem,
  isRequired = false,
  className,
  children,
}: {
  label: string
  problem: EditorProblem | undefined
  isRequired?: boolean
  className?: string
  children: (field: FormFieldInputProps) => ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={className}>
      <FormField label={label} isRequired={isRequired} error={problemText(t, problem)}>
        {children}
      </FormField>
    </div>
  )
}

/** The invoice's client (searchable, or a new one), dates, service, currency and the texts. */
export function InvoiceEditorFields() {
  const { t } = useTranslation()
  const actor = InvoiceEditorContext.useActorRef()
  const fields = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.fields)
  const errors = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.errors)
  const clients = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.clients)
  const [search, setSearch] = useState('')
  const change = (patch: Partial<HeaderFields>) =>
    actor.send({ type: 'editor.change', fields: patch })
  const status = (field: string) => (errors[field] ? 'error' : undefined)

  const wanted = search.trim().toLowerCase()
  const shown = clients.filter(
    (client) =>
      client.companyEmail === fields.client?.companyEmail ||
      `${client.name} ${client.company} ${client.companyEmail}`.toLowerCase().includes(wanted),
  )

  return (
    <>
      <fieldset className="cea-invoice-editor__group">
        <legend>{t('invoices.editor.client')}</legend>
        <div className="cea-invoice-editor__client">
          <TextInput
            type="search"
            aria-label={t('invoices.editor.clientSearch')}
            placeholder={t('invoices.editor.clientSearch')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <EditorField label={t('invoices.editor.client')} problem={errors.client} isRequired>
            {(control) => (
              <>
                <Select
                  {...control}
                  block
                  value={fields.client?.companyEmail ?? ''}
                  validationStatus={status('client')}
                  onChange={(event) => {
                    const client = clients.find(
                      (known) => known.companyEmail === event.target.value,
                    )
                    change({ client: client ?? null })
                  }}
                >
                  <Select.Option value="">{t('invoices.editor.clientNone')}</Select.Option>
                  {shown.map((client) => (
                    <Select.Option key={client.companyEmail} value={client.companyEmail}>
                      {`${client.name} (${client.company || client.companyEmail})`}
                    </Select.Option>
                  ))}
                </Select>
              </>
            )}
          </EditorField>
          <Button
            leadingVisual={PlusIcon}
            onClick={() => actor.send({ type: 'clientDrawer.open' })}
          >
            {t('invoices.editor.addClient')}
          </Button>
        </div>
        {fields.client ? (
          <address className="cea-invoice-editor__client-card">
            <span>{fields.client.company}</span>
            <span>{fields.client.address}</span>
            <span>{fields.client.companyEmail}</span>
          </address>
        ) : null}
      </fieldset>
      <div className="cea-invoice-editor__grid">
        <EditorField label={t('invoices.editor.issuedDate')} problem={errors.issuedDate} isRequired>
          {(control) => (
            <>
              <TextInput
                {...control}
                type="date"
                block
                value={fields.issuedDate}
                validationStatus={status('issuedDate')}
                onChange={(event) => change({ issuedDate: event.target.value })}
              />
            </>
          )}
        </EditorField>
        <EditorField label={t('invoices.editor.dueDate')} problem={errors.dueDate} isRequired>
          {(control) => (
            <>
              <TextInput
                {...control}
                type="date"
                block
                value={fields.dueDate}
                validationStatus={status('dueDate')}
                onChange={(event) => change({ dueDate: event.target.value })}
              />
            </>
          )}
        </EditorField>
        <EditorField label={t('invoices.editor.service')} problem={errors.service} isRequired>
          {(control) => (
            <>
              <TextInput
                {...control}
                block
                value={fields.service}
                validationStatus={status('service')}
                onChange={(event) => change({ service: event.target.value })}
              />
            </>
          )}
        </EditorField>
        <EditorField label={t('invoices.editor.currency')} problem={errors.currency}>
          {(control) => (
            <>
              <Select
                {...control}
                block
                value={fields.currency}
                onChange={(event) => {
                  const currency = invoiceCurrencies.find((known) => known === event.target.value)
                  if (currency) change({ currency })
                }}
              >
                {invoiceCurrencies.map((currency) => (
                  <Select.Option key={currency} value={currency}>
                    {currency}
                  </Select.Option>
                ))}
              </Select>
            </>
          )}
        </EditorField>
        <EditorField label={t('invoices.editor.salesperson')} problem={errors.salesperson}>
          {(control) => (
            <>
              <TextInput
                {...control}
                block
                value={fields.salesperson}
                validationStatus={status('salesperson')}
                onChange={(event) => change({ salesperson: event.target.value })}
              />
            </>
          )}
        </EditorField>
      </div>
      <div className="cea-invoice-editor__grid">
        <EditorField label={t('invoices.editor.note')} problem={errors.note}>
          {(control) => (
            <>
              <Textarea
                {...control}
                block
                rows={3}
                value={fields.note}
                validationStatus={status('note')}
                onChange={(event) => change({ note: event.target.value })}
              />
            </>
          )}
        </EditorField>
        <EditorField label={t('invoices.editor.terms')} problem={errors.terms}>
          {(control) => (
            <>
              <Textarea
                {...control}
                block
                rows={3}
                value={fields.terms}
                validationStatus={status('terms')}
                onChange={(event) => change({ terms: event.target.value })}
              />
            </>
          )}
        </EditorField>
      </div>
    </>
  )
}
