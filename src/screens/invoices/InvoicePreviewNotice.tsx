import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import type { PreviewNotice } from '../../machines/invoices/invoicePreviewMachine'
import type { CallFailure } from '../../machines/shared/callFailure'

/** Why a call failed, in the page's language (the server's reason when it refused). */
export const previewFailureText = (t: TFunction, failure: CallFailure): string =>
  failure.reason === 'rejected' ? failure.message : t('invoices.failure.unreachable')

/** The toast after a payment, a send or a download, or when one failed. */
export function InvoicePreviewNotice({
  notice,
  onDismiss,
}: {
  /** `saved`: the editor's save opened the preview. */
  notice: PreviewNotice | { kind: 'saved' } | null
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  const text = !notice
    ? null
    : notice.kind === 'saved'
      ? t('invoices.editor.saved')
      : notice.kind === 'done'
        ? t(`invoices.preview.notice.${notice.action}Done`)
        : t(`invoices.preview.notice.${notice.action}Failed`, {
            reason: previewFailureText(t, notice.failure),
          })
  return <Toast text={text} dismissLabel={t('invoices.notice.dismiss')} onDismiss={onDismiss} />
}
