import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import type { CallFailure } from '../../machines/shared/callFailure'
import { InvoicesContext, useInvoicesList, useInvoicesListActor } from './invoicesContext'
import { failureOf } from '../../machines/shared/callFailure'

const reasonOf = (t: TFunction, failure: CallFailure) =>
  failure.reason === 'rejected' ? failure.message : t('invoices.failure.unreachable')

/** The toast: deleted (with Undo), restored, duplicated, sent, or a failure. Always in the DOM. */
export function InvoicesNotice() {
  const { t } = useTranslation()
  const screen = InvoicesContext.useActorRef()
  const list = useInvoicesListActor()
  const listNotice = useInvoicesList((snapshot) => snapshot.context.notice)
  const notice = InvoicesContext.useSelector((snapshot) => snapshot.context.notice)

  let text: string | null = null
  let onDismiss = () => {}
  let canUndo = false
  if (listNotice) {
    onDismiss = () => list.send({ type: 'notice.dismiss' })
    if (listNotice.kind === 'deleted') {
      text = t('invoices.notice.deleted', { count: listNotice.ids.length })
      canUndo = true
    } else if (listNotice.kind === 'restored')
      text = t('invoices.notice.restored', { count: listNotice.ids.length })
    else
      text = t('invoices.notice.deleteFailed', {
        reason: reasonOf(t, failureOf(listNotice.error)),
      })
  } else if (notice) {
    onDismiss = () => screen.send({ type: 'notice.dismiss' })
    if (notice.kind === 'duplicated')
      text = t('invoices.notice.duplicated', {
        number: t('invoices.number', { id: notice.invoice.id }),
      })
    else if (notice.kind === 'sent') text = t('invoices.notice.sent', { count: notice.ids.length })
    else text = t(`invoices.notice.${notice.action}Failed`, { reason: reasonOf(t, notice.failure) })
  }

  return (
    <Toast
      text={text}
      action={
        canUndo
          ? { label: t('invoices.notice.undo'), onClick: () => list.send({ type: 'rows.undo' }) }
          : undefined
      }
      dismissLabel={t('invoices.notice.dismiss')}
      onDismiss={onDismiss}
    />
  )
}
