import {
  AlertIcon,
  CheckCircleIcon,
  DownloadIcon,
  FileIcon,
  HourglassIcon,
  type Icon,
  PaperAirplaneIcon,
} from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { Invoice, InvoiceStatus } from '../../api/types/invoices'
import { formatDay, formatMoney, statusText } from './invoiceFormat'

const statusIcons: Record<InvoiceStatus, Icon> = {
  Paid: CheckCircleIcon,
  Downloaded: DownloadIcon,
  Sent: PaperAirplaneIcon,
  Draft: FileIcon,
  'Partial Payment': HourglassIcon,
  'Past Due': AlertIcon,
}

export interface InvoiceStatusIconProps {
  invoice: Invoice
  /** Shows only invoices of this status. */
  onFilter: (status: InvoiceStatus) => void
}

/**
 * The status as an icon in its colour, named by the status; its tooltip (and description) says
 * the status, the balance and the due date. A press shows only invoices of that status.
 */
export function InvoiceStatusIcon({ invoice, onFilter }: InvoiceStatusIconProps) {
  const { t, i18n } = useTranslation()
  const status = statusText(t, invoice.invoiceStatus)
  const tip = t('invoices.statusTip', {
    status,
    balance: formatMoney(i18n.language, invoice.currency, invoice.figures.balance),
    dueDate: formatDay(i18n.language, invoice.dueDate),
  })
  return (
    <IconButton
      icon={statusIcons[invoice.invoiceStatus]}
      variant="invisible"
      size="small"
      className="cea-invoice-status"
      data-status={invoice.invoiceStatus}
      aria-label={status}
      description={tip}
      onClick={() => onFilter(invoice.invoiceStatus)}
    />
  )
}
