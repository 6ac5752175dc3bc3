import { Label, SkeletonBox } from '@primer/react'
import type { Invoice } from '../../api/types/invoices'
import { formatDate } from './cardFormat'
import { numberFormat } from '../intl/cachedIntl'
import { CardFrame, frameProps } from './CardFrame'
import type { CardKit, CardProps } from './cardTypes'
import { invoiceStatusVariants } from '../invoice-status/invoiceStatusVariants'

// Cards over the latest invoices: a table of the newest, and a list of payments received.

/** An invoice amount to the cent; a payment received with its plus sign. */
const money = (kit: CardKit, value: number, signDisplay: 'auto' | 'always' = 'auto') =>
  numberFormat(kit.locale, {
    style: 'currency',
    currency: kit.currency,
    signDisplay,
  }).format(value)

export interface RecentInvoicesLabels {
  title: string
  invoice: string
  client: string
  total: string
  issued: string
  status: string
  /** The table's name (its scrolling box's too). */
  tableLabel: string
  /** "Invoice {id}" as a cell says it. */
  invoiceNumber: (id: string) => string
}

const rowHeight = 44
/** A table cell's text height: its placeholder's. */
const rowTextHeight = 21

/** Five rows of placeholders while the newest invoices load. */
const loadingRows = [1, 2, 3, 4, 5]

function InvoicesTable({
  kit,
  data,
  labels,
}: {
  kit: CardKit
  data: readonly Invoice[] | null
  labels: RecentInvoicesLabels
}) {
  return (
    // A narrow screen scrolls the table inside its card (a named region the keyboard can
    // scroll), never the page.
    <div
      className="cea-card__table-scroll"
      role="region"
      aria-label={labels.tableLabel}
      tabIndex={0}
    >
      <table className="cea-card__table" aria-label={labels.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{labels.invoice}</th>
            <th scope="col">{labels.client}</th>
            <th scope="col" className="cea-card__number">
              {labels.total}
            </th>
            <th scope="col">{labels.issued}</th>
            <th scope="col">{labels.status}</th>
          </tr>
        </thead>
        <tbody>
          {data === null
            ? loadingRows.map((row) => (
                <tr key={row}>
                  {loadingRows.map((cell) => (
                    <td key={cell}>
                      <SkeletonBox height={rowTextHeight} />
                    </td>
                  ))}
                </tr>
              ))
            : data.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" aria-label={labels.invoiceNumber(String(invoice.id))}>
                    #{invoice.id}
                  </th>
                  <td>{invoice.client.name}</td>
                  <td className="cea-card__number">{money(kit, invoice.total)}</td>
                  <td>{formatDate(kit, invoice.issuedDate)}</td>
                  <td>
                    <Label variant={invoiceStatusVariants[invoice.invoiceStatus]}>
                      {kit.term(invoice.invoiceStatus)}
                    </Label>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}

/** The newest invoices: number, client, total, issue date and status. */
export function RecentInvoicesCard(props: CardProps<readonly Invoice[], RecentInvoicesLabels>) {
  const { kit, labels } = props
  return (
    <CardFrame
      {...frameProps(props)}
      bodyHeight={rowHeight * 3}
      body={(shown) => <InvoicesTable kit={kit} data={shown} labels={labels} />}
      className="cea-card--wide"
    />
  )
}

export interface TransactionsLabels {
  title: string
}

/** Payments received: the client, the service, the amount and the day. */
export function TransactionsCard(props: CardProps<readonly Invoice[], TransactionsLabels>) {
  const { kit } = props
  return (
    <CardFrame
      {...frameProps(props)}
      bodyHeight={rowHeight * 3}
      body={(shown) => (
        <ul className="cea-card__list">
          {shown === null
            ? loadingRows.map((row) => (
                <li key={row} className="cea-card__list-item">
                  <span className="cea-card__list-text">
                    <span className="cea-card__list-title">
                      <SkeletonBox className="cea-card__placeholder" width="10rem" />
                    </span>
                    <span className="cea-card__list-detail">
                      <SkeletonBox className="cea-card__placeholder" width="12rem" />
                    </span>
                  </span>
                  <SkeletonBox className="cea-card__placeholder" width="5rem" />
                </li>
              ))
            : shown.map((invoice) => (
                <li key={invoice.id} className="cea-card__list-item">
                  <span className="cea-card__list-text">
                    <span className="cea-card__list-title">{invoice.client.company}</span>
                    <span className="cea-card__list-detail">
                      {invoice.service} · {formatDate(kit, invoice.issuedDate)}
                    </span>
                  </span>
                  <span className="cea-card__amount" data-trend="up">
                    {money(kit, invoice.total, 'always')}
                  </span>
                </li>
              ))}
        </ul>
      )}
    />
  )
}
