import { PlusIcon } from '@primer/octicons-react'
import { Button, ConfirmationDialog, Heading } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { paramsFromSearch } from '../../machines/list/listParams'
import { invoicesListShape } from '../../machines/invoices/invoicesListMachine'
import type { InvoicesInput } from '../../machines/invoices/invoicesMachine'
import { useListUrl } from '../list/useListUrl'
import { invoiceAddPath } from './invoiceFormat'
import { InvoicesContext, useInvoicesListActor } from './invoicesContext'
import { InvoicesNotice } from './InvoicesNotice'
import { InvoiceStatCards } from './InvoiceStatCards'
import { InvoicesTable } from './InvoicesTable'
import { InvoicesToolbar } from './InvoicesToolbar'
import './invoices.css'

export interface InvoiceListScreenProps {
  /** Search pause and Undo window, for stories and tests; the params always come from the URL. */
  options?: Omit<InvoicesInput, 'params'>
}

/** /apps/invoice/list: the per-status summary, then the invoices with search, filter and actions. */
export function InvoiceListScreen({ options }: InvoiceListScreenProps) {
  const [search] = useSearchParams()
  const [input] = useState<InvoicesInput>(() => ({
    ...options,
    params: paramsFromSearch(search, invoicesListShape),
  }))
  return (
    <InvoicesContext.Provider options={{ input }}>
      <InvoiceList />
    </InvoicesContext.Provider>
  )
}

function InvoiceList() {
  const { t } = useTranslation()
  const list = useInvoicesListActor()
  const [confirming, setConfirming] = useState<number[] | null>(null)
  useListUrl(list, invoicesListShape)

  return (
    <div className="cea-invoices">
      <div className="cea-invoices__heading">
        <Heading as="h1" className="cea-invoices__title">
          {t('invoices.title')}
        </Heading>
        <Button as={RouterLink} to={invoiceAddPath} variant="primary" leadingVisual={PlusIcon}>
          {t('invoices.addInvoice')}
        </Button>
      </div>
      <InvoiceStatCards />
      <section className="cea-invoices__table" aria-label={t('invoices.table.label')}>
        <InvoicesToolbar onDeleteSelected={setConfirming} />
        <InvoicesTable onDelete={(invoice) => setConfirming([invoice.id])} />
      </section>
      {confirming ? (
        <ConfirmationDialog
          title={t('invoices.delete.title', { count: confirming.length })}
          confirmButtonContent={t('invoices.delete.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('invoices.delete.cancel')}
          onClose={(gesture) => {
            if (gesture === 'confirm') list.send({ type: 'rows.delete', ids: confirming })
            setConfirming(null)
          }}
        >
          {confirming.length === 1
            ? t('invoices.delete.bodyOne', {
                number: t('invoices.number', { id: confirming[0] }),
              })
            : t('invoices.delete.bodyMany', { count: confirming.length })}
        </ConfirmationDialog>
      ) : null}
      <InvoicesNotice />
    </div>
  )
}
