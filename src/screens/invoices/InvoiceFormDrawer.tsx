import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDrawer } from '../../components/dialog/FormDrawer'

export interface InvoiceFormDrawerProps {
  title: string
  formId: string
  submitLabel: string
  isSaving: boolean
  /** Why the last call failed, when it is no field's fault. */
  failure: string | null
  onSubmit: () => void
  onClose: () => void
  children: ReactNode
}

/** One of the preview's forms (add payment, send) in a drawer, with Cancel and its submit. */
export function InvoiceFormDrawer({
  submitLabel,
  isSaving,
  onClose,
  ...form
}: InvoiceFormDrawerProps) {
  const { t } = useTranslation()
  return (
    <FormDrawer
      {...form}
      closeLabel={t('common.close')}
      formClassName="cea-invoice-form"
      onClose={onClose}
      footerButtons={[
        { content: t('invoices.preview.cancel'), onClick: onClose },
        {
          content: submitLabel,
          buttonType: 'primary',
          type: 'submit',
          form: form.formId,
          loading: isSaving,
          loadingAnnouncement: t('common.saving'),
        },
      ]}
    />
  )
}
