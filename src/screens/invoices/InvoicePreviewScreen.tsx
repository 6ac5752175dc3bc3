import {
  ArrowLeftIcon,
  DownloadIcon,
  PaperAirplaneIcon,
  PencilIcon,
  PlusIcon,
} from '@primer/octicons-react'
import { Button, Flash, Heading, Spinner } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom'
import type { InvoicePreview } from '../../api/types/invoices'
import { invoicePreviewMachine } from '../../machines/invoices/invoicePreviewMachine'
import { failureOf } from '../../machines/shared/callFailure'
import { invoiceEditPath, invoicePreviewPath, statusText } from './invoiceFormat'
import { InvoiceDocument } from './InvoiceDocument'
import { InvoiceHistory } from './InvoiceHistory'
import { InvoicePreviewNotice, previewFailureText } from './InvoicePreviewNotice'
import { invoicePdfTextOf } from './invoicePdfText'
import { recordPageStateOf } from '../shared/pageStateOf'
import './invoices.css'
import './invoicePreview.css'

// The two drawers (Primer's form controls) load when first opened: the preview's first load does
// not carry them (305.9 -> 279 KB gzip).
const InvoicePaymentDrawer = lazy(() =>
  import('./InvoicePaymentDrawer').then((module) => ({ default: module.InvoicePaymentDrawer })),
)
const InvoiceSendDrawer = lazy(() =>
  import('./InvoiceSendDrawer').then((module) => ({ default: module.InvoiceSendDrawer })),
)

/** The URL's id: null for the bare route, 0 for what is not an invoice number. */
function idOfParam(param: string | undefined): number | null {
  if (param === undefined) return null
  const id = Number(param)
  return /^\d+$/.test(param) && Number.isSafeInteger(id) ? id : 0
}

/** The router state the editor leaves after a save (`savedInvoiceState`). */
const isSavedState = (state: unknown): boolean =>
  !!state && typeof state === 'object' && 'invoiceSaved' in state && state.invoiceSaved === true

/** The language the PDF is written in: its standard font has no Arabic letters. */
const pdfLanguageOf = (language: string) => (language.startsWith('ar') ? 'en' : language)

export interface InvoicePreviewScreenProps {
  /** YYYY-MM-DD a new payment starts from; today by default (stories pin it). */
  today?: string
}

/**
 * /apps/invoice/preview/:id (the bare route opens the first invoice and names it in the URL):
 * the invoice as a document, its history, and add payment, send, download (a PDF made in the
 * page) and print. The print stylesheet keeps the document alone on one page.
 */
export function InvoicePreviewScreen({ today }: InvoicePreviewScreenProps) {
  const { id: param } = useParams()
  const id = idOfParam(param)
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const actor = useActorRef(invoicePreviewMachine, { input: { id } })
  const state = useSelector(actor, recordPageStateOf)
  const answer = useSelector(actor, (snapshot) => snapshot.context.answer)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const drawer = useSelector(actor, (snapshot) => snapshot.context.drawer)
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice)
  const paymentErrors = useSelector(actor, (snapshot) => snapshot.context.paymentErrors)
  const sendErrors = useSelector(actor, (snapshot) => snapshot.context.sendErrors)
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'))
  const isDownloading = useSelector(actor, (snapshot) => snapshot.hasTag('downloading'))
  // Opened by the editor's save: say so once.
  const location = useLocation()
  const [isJustSaved, setJustSaved] = useState(() => isSavedState(location.state))

  const opened = useRef(id)
  useEffect(() => {
    if (opened.current === id) return
    opened.current = id
    actor.send({ type: 'preview.open', id })
  }, [actor, id])
  // The bare route names the invoice it opened, so a reload or a shared link keeps it.
  const shownId = answer?.invoice.id
  useEffect(() => {
    if (id === null && shownId) {
      opened.current = shownId
      void navigate(invoicePreviewPath(shownId), { replace: true })
    }
  }, [navigate, shownId, id])

  const invoice = state === 'populated' ? answer?.invoice : undefined
  /** The PDF's text in the page's language (English for Arabic) and its file name. */
  const pdfOf = (shown: InvoicePreview) => {
    const language = pdfLanguageOf(i18n.language)
    return {
      pdf: invoicePdfTextOf(i18n.getFixedT(language), language, shown),
      fileName: `invoice-${shown.invoice.id}.pdf`,
    }
  }
  const number = invoice ? t('invoices.number', { id: invoice.id }) : ''
  const drawerFailure = (action: 'payment' | 'send') =>
    notice?.kind === 'failed' && notice.action === action
      ? previewFailureText(t, notice.failure)
      : null

  return (
    <div className="cea-invoices cea-invoice-preview">
      <div className="cea-invoice-preview__heading">
        <Heading as="h1" className="cea-invoices__title">
          {invoice ? t('invoices.preview.title', { number }) : t('invoices.preview.titleNone')}
        </Heading>
        {invoice ? (
          <span className="cea-invoice-preview__status">
            {statusText(t, invoice.invoiceStatus)}
          </span>
        ) : null}
      </div>
      {state === 'loading' ? (
        <div className="cea-invoice-preview__state">
          <Spinner size="medium" srText={null} />
          <p>{t('invoices.preview.loading')}</p>
        </div>
      ) : null}
      {state === 'notFound' ? (
        <div className="cea-invoice-preview__state">
          <h2>{t('invoices.preview.notFound')}</h2>
          <p>{t('invoices.preview.notFoundBody')}</p>
          <RouterLink to="/apps/invoice/list">{t('invoices.preview.backToList')}</RouterLink>
        </div>
      ) : null}
      {state === 'error' ? (
        <Flash variant="danger" role="alert" className="cea-invoice-preview__state">
          <p>{previewFailureText(t, failureOf(failure))}</p>
          <Button onClick={() => actor.send({ type: 'preview.retry' })}>
            {t('invoices.table.retry')}
          </Button>
        </Flash>
      ) : null}
      {invoice && answer ? (
        <div className="cea-invoice-preview__body">
          <InvoiceDocument answer={answer} />
          <aside className="cea-invoice-preview__aside" aria-label={t('invoices.preview.actions')}>
            <div className="cea-invoice-preview__toolbar">
              <Button
                variant="primary"
                leadingVisual={PaperAirplaneIcon}
                disabled={isSaving}
                onClick={() => actor.send({ type: 'drawer.open', drawer: 'send' })}
              >
                {t('invoices.preview.sendInvoice')}
              </Button>
              <Button
                leadingVisual={DownloadIcon}
                disabled={isSaving}
                loading={isDownloading}
                loadingAnnouncement={t('invoices.preview.downloading')}
                onClick={() => actor.send({ type: 'invoice.download', ...pdfOf(answer) })}
              >
                {t('invoices.preview.download')}
              </Button>
              <Button onClick={() => window.print()}>{t('invoices.preview.print')}</Button>
              <Button as={RouterLink} to={invoiceEditPath(invoice.id)} leadingVisual={PencilIcon}>
                {t('invoices.preview.edit')}
              </Button>
              <Button
                leadingVisual={PlusIcon}
                disabled={
                  isSaving || invoice.figures.balance === 0 || invoice.invoiceStatus === 'Draft'
                }
                onClick={() => actor.send({ type: 'drawer.open', drawer: 'payment' })}
              >
                {t('invoices.preview.addPayment')}
              </Button>
              <RouterLink className="cea-invoice-preview__back" to="/apps/invoice/list">
                <ArrowLeftIcon /> {t('invoices.preview.backToList')}
              </RouterLink>
            </div>
            <InvoiceHistory invoice={invoice} />
          </aside>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {invoice && drawer === 'payment' ? (
          <InvoicePaymentDrawer
            invoice={invoice}
            today={today ?? new Date().toISOString().slice(0, 10)}
            errors={paymentErrors}
            isSaving={isSaving}
            failure={drawerFailure('payment')}
            onSubmit={(fields) => actor.send({ type: 'payment.submit', fields })}
            onClose={() => actor.send({ type: 'drawer.close' })}
          />
        ) : null}
        {invoice && answer && drawer === 'send' ? (
          <InvoiceSendDrawer
            invoice={invoice}
            errors={sendErrors}
            isSaving={isSaving}
            failure={drawerFailure('send')}
            onSubmit={(fields) => actor.send({ type: 'send.submit', fields, ...pdfOf(answer) })}
            onClose={() => actor.send({ type: 'drawer.close' })}
          />
        ) : null}
      </Suspense>
      <InvoicePreviewNotice
        notice={drawer ? null : (notice ?? (isJustSaved ? { kind: 'saved' } : null))}
        onDismiss={() => {
          setJustSaved(false)
          actor.send({ type: 'notice.dismiss' })
        }}
      />
    </div>
  )
}
