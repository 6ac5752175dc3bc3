import { CopyIcon, PaperAirplaneIcon, PencilIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Label, Link } from '@primer/react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import type { Invoice } from '../../api/types/invoices'
import { ListTable } from '../../components/list-table/ListTable'
import { RowActions } from '../../components/list-table/RowActions'
import type { ListTableColumn } from '../../components/list-table/listTableTypes'
import { UserAvatar } from '../../components/navbar/UserAvatar'
import { listTableLabels } from '../list/listTableLabels'
import { listTableProps, listTableSelection } from '../list/listTableProps'
import { useListView } from '../list/useListView'
import { formatDay, formatMoney, invoiceEditPath, invoicePreviewPath } from './invoiceFormat'
import { InvoicesContext, useInvoicesListActor } from './invoicesContext'
import { InvoiceStatusIcon } from './InvoiceStatusIcon'

export interface InvoicesTableProps {
  onDelete: (invoice: Invoice) => void
}

/** The invoices of the list's page: sort by any column, select, page, and each row's actions. */
export function InvoicesTable({ onDelete }: InvoicesTableProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const language = i18n.language
  const screen = InvoicesContext.useActorRef()
  const isSaving = InvoicesContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const list = useInvoicesListActor()
  const view = useListView(list)
  const { isFiltered, clearFilters } = view
  const number = (invoice: Invoice) => t('invoices.number', { id: invoice.id })
  const money = (invoice: Invoice, minor: number) => formatMoney(language, invoice.currency, minor)

  const columns: ReadonlyArray<ListTableColumn<Invoice>> = [
    {
      id: 'id',
      header: t('invoices.column.number'),
      isSortable: true,
      isRowHeader: true,
      stacked: 'title',
      width: 'auto',
      // The number opens the invoice's preview.
      renderCell: (invoice) => (
        <Link
          as={RouterLink}
          to={invoicePreviewPath(invoice.id)}
          className="cea-invoice-number"
          title={t('invoices.action.preview', { number: number(invoice) })}
        >
          {number(invoice)}
        </Link>
      ),
    },
    {
      id: 'invoiceStatus',
      header: t('invoices.column.status'),
      isSortable: true,
      width: 'auto',
      renderCell: (invoice) => (
        <InvoiceStatusIcon invoice={invoice} onFilter={(status) => view.filter('status', status)} />
      ),
    },
    {
      id: 'client',
      header: t('invoices.column.client'),
      isSortable: true,
      stacked: 'secondary',
      width: 'grow',
      renderCell: (invoice) => (
        <span className="cea-invoice-client">
          <UserAvatar name={invoice.client.name} src={invoice.avatar} size={32} loading="lazy" />
          <span className="cea-invoice-client__text">
            <span className="cea-invoice-client__name">{invoice.client.name}</span>
            <span className="cea-invoice-client__email">{invoice.client.companyEmail}</span>
          </span>
        </span>
      ),
    },
    { id: 'service', header: t('invoices.column.service'), isSortable: true, field: 'service' },
    {
      id: 'total',
      header: t('invoices.column.total'),
      isSortable: true,
      align: 'end',
      width: 'auto',
      renderCell: (invoice) => money(invoice, invoice.figures.total),
    },
    {
      id: 'issuedDate',
      header: t('invoices.column.issuedDate'),
      isSortable: true,
      width: 'auto',
      renderCell: (invoice) => formatDay(language, invoice.issuedDate),
    },
    {
      id: 'dueDate',
      header: t('invoices.column.dueDate'),
      isSortable: true,
      width: 'auto',
      renderCell: (invoice) => formatDay(language, invoice.dueDate),
    },
    {
      id: 'balance',
      header: t('invoices.column.balance'),
      isSortable: true,
      align: 'end',
      width: 'auto',
      renderCell: (invoice) =>
        invoice.figures.balance === 0 ? (
          <Label variant="success">{t('invoices.paidBadge')}</Label>
        ) : (
          money(invoice, invoice.figures.balance)
        ),
    },
    {
      id: 'actions',
      header: t('invoices.column.actions'),
      stacked: 'actions',
      width: 'auto',
      align: 'end',
      renderCell: (invoice) => (
        <RowActions
          actions={[
            {
              icon: PencilIcon,
              label: t('invoices.action.edit', { number: number(invoice) }),
              onClick: () => void navigate(invoiceEditPath(invoice.id)),
            },
            {
              icon: CopyIcon,
              label: t('invoices.action.duplicate', { number: number(invoice) }),
              onClick: () => {
                if (!isSaving) screen.send({ type: 'invoice.duplicate', id: invoice.id })
              },
            },
            {
              icon: PaperAirplaneIcon,
              label: t('invoices.action.send', { number: number(invoice) }),
              onClick: () => {
                if (!isSaving) screen.send({ type: 'invoices.send', ids: [invoice.id] })
              },
            },
            {
              icon: TrashIcon,
              label: t('invoices.action.delete', { number: number(invoice) }),
              onClick: () => onDelete(invoice),
            },
          ]}
        />
      ),
    },
  ]

  return (
    <ListTable<Invoice>
      aria-label={t('invoices.table.label')}
      columns={columns}
      rowLabel={number}
      {...listTableProps(view)}
      {...listTableSelection(view)}
      labels={listTableLabels(t, 'invoices', { ...view, language })}
      emptyAction={
        isFiltered ? (
          <Button onClick={clearFilters}>{t('invoices.table.clearFilters')}</Button>
        ) : undefined
      }
    />
  )
}
