import { TextInput } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvoiceClient } from '../../api/types/invoices'
import { EditorField } from './InvoiceEditorFields'
import { InvoiceEditorContext } from './invoiceEditorContext'
import { InvoiceFormDrawer } from './InvoiceFormDrawer'

const clientFields = [
  { field: 'name', labelKey: 'invoices.editor.newClient.name', isRequired: true },
  { field: 'company', labelKey: 'invoices.editor.newClient.company', isRequired: false },
  { field: 'companyEmail', labelKey: 'invoices.editor.newClient.email', isRequired: true },
  { field: 'country', labelKey: 'invoices.editor.newClient.country', isRequired: false },
  { field: 'contact', labelKey: 'invoices.editor.newClient.contact', isRequired: false },
  { field: 'address', labelKey: 'invoices.editor.newClient.address', isRequired: false },
] as const satisfies ReadonlyArray<{
  field: keyof InvoiceClient
  labelKey: string
  isRequired: boolean
}>

const blankClient: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  country: '',
  contact: '',
  address: '',
}

/** "Add new client": the client's fields in a drawer, checked with the invoice's client rules. */
export function InvoiceClientDrawer() {
  const isOpen = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.clientDrawerOpen)
  return isOpen ? <ClientForm /> : null
}

function ClientForm() {
  const { t } = useTranslation()
  const actor = InvoiceEditorContext.useActorRef()
  const errors = InvoiceEditorContext.useSelector((snapshot) => snapshot.context.clientErrors)
  const [client, setClient] = useState(blankClient)
  return (
    <InvoiceFormDrawer
      title={t('invoices.editor.newClient.title')}
      formId="invoice-client-form"
      submitLabel={t('invoices.editor.newClient.submit')}
      isSaving={false}
      failure={null}
      onSubmit={() => actor.send({ type: 'client.add', client })}
      onClose={() => actor.send({ type: 'clientDrawer.close' })}
    >
      {clientFields.map(({ field, labelKey, isRequired }) => (
        <EditorField
          key={field}
          label={t(labelKey)}
          problem={errors[field]}
          isRequired={isRequired}
        >
          {(control) => (
            <>
              <TextInput
                {...control}
                block
                type={field === 'companyEmail' ? 'email' : 'text'}
                value={client[field]}
                validationStatus={errors[field] ? 'error' : undefined}
                onChange={(event) => setClient((now) => ({ ...now, [field]: event.target.value }))}
              />
            </>
          )}
        </EditorField>
      ))}
    </InvoiceFormDrawer>
  )
}
