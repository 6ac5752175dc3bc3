import { PaperAirplaneIcon, SearchIcon, TrashIcon } from '@primer/octicons-react'
import { Button, Select, TextInput } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { invoiceStatuses } from '../../api/types/invoices'
import { invoiceStatusNamed } from '../../machines/invoices/invoicesListMachine'
import { statusText } from './invoiceFormat'
import { InvoicesContext, useInvoicesList, useInvoicesListActor } from './invoicesContext'

export interface InvoicesToolbarProps {
  onDeleteSelected: (ids: number[]) => void
}

/** Search, the status filter, and what to do with the selection (send, delete). */
export function InvoicesToolbar({ onDeleteSelected }: InvoicesToolbarProps) {
  const { t } = useTranslation()
  const screen = InvoicesContext.useActorRef()
  const isSaving = InvoicesContext.useSelector((snapshot) => snapshot.hasTag('saving'))
  const list = useInvoicesListActor()
  const searchText = useInvoicesList((snapshot) => snapshot.context.searchText)
  const status = useInvoicesList((snapshot) => snapshot.context.params.filters.status)
  const selectedIds = useInvoicesList((snapshot) => snapshot.context.selectedIds)
  const statusId = useId()

  return (
    <div className="cea-invoices-toolbar">
      <TextInput
        type="search"
        leadingVisual={SearchIcon}
        aria-label={t('invoices.search.label')}
        placeholder={t('invoices.search.placeholder')}
        value={searchText}
        onChange={(event) => list.send({ type: 'list.search', text: event.target.value })}
        className="cea-invoices-toolbar__search"
      />
      <div className="cea-invoices-toolbar__filter">
        <label htmlFor={statusId}>{t('invoices.filter.status')}</label>
        <Select
          id={statusId}
          value={invoiceStatusNamed(status) ?? ''}
          onChange={(event) =>
            list.send({ type: 'list.filter', filter: 'status', value: event.target.value })
          }
        >
          <Select.Option value="">{t('invoices.filter.all')}</Select.Option>
          {invoiceStatuses.map((value) => (
            <Select.Option key={value} value={value}>
              {statusText(t, value)}
            </Select.Option>
          ))}
        </Select>
      </div>
      {selectedIds.length > 0 ? (
        <div className="cea-invoices-toolbar__bulk">
          <Button
            leadingVisual={PaperAirplaneIcon}
            loading={isSaving}
            loadingAnnouncement={t('invoices.sending')}
            onClick={() => screen.send({ type: 'invoices.send', ids: selectedIds })}
          >
            {t('invoices.sendSelected', { count: selectedIds.length })}
          </Button>
          <Button
            leadingVisual={TrashIcon}
            variant="danger"
            onClick={() => onDeleteSelected(selectedIds)}
          >
            {t('invoices.deleteSelected', { count: selectedIds.length })}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
