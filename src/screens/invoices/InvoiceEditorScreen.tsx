import { Button, ConfirmationDialog, Flash, Heading, Spinner } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { isEdited } from '../../machines/invoices/invoiceEditorRules'
import { failureOf } from '../../machines/shared/callFailure'
import { recordPageStateOf } from '../shared/pageStateOf'
import { InvoiceClientDrawer } from './InvoiceClientDrawer'
import { InvoiceEditorContext } from './invoiceEditorContext'
import { InvoiceEditorFields } from './InvoiceEditorFields'
import { InvoiceEditorTotals } from './InvoiceEditorTotals'
import { invoicePreviewPath } from './invoiceFormat'
import { InvoiceLinesEditor } from './InvoiceLinesEditor'
import { previewFailureText } from './InvoicePreviewNotice'
import { useLeaveGuard } from '../shared/useLeaveGuard'
import './invoices.css'
import './invoiceEditor.css'

/** What the preview is told after a save (router state), to show its notice. */
export const savedInvoiceState = { invoiceSaved: true } as const

export interface InvoiceEditorScreenProps {
  /** YYYY-MM-DD: a new invoice's issue date; today by default (stories pin it). */
  today?: string
}

/** The URL's id: null on the add route, 0 for what is not an invoice number. */
function idOfParam(param: string | undefined): number | null {
  if (param === undefined) return null
  return /^\d+$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : 0
}

/**
 * /apps/invoice/add and /apps/invoice/edit/:id: the invoice's client, dates, lines with their
 * running totals, salesperson, note and terms; each problem at its field. Leaving with unsaved
 * edits asks first; a saved invoice opens in the preview with a notice.
 */
export function InvoiceEditorScreen({ today }: InvoiceEditorScreenProps) {
  const { id: param } = useParams()
  const id = idOfParam(param)
  return (
    <InvoiceEditorContext.Provider
      key={param ?? 'new'}
      options={{ input: { id, today: today ?? new Date().toISOString().slice(0, 10) } }}
    >
      <InvoiceEditor isNew={id === null} />
    </InvoiceEditorContext.Provider>
  )
}

function InvoiceEditor({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const actor = InvoiceEditorContext.useActorRef()
  const state = useSelector(actor, recordPageStateOf)
  const invoice = useSelector(actor, (snapshot) => snapshot.context.invoice)
  const saved = useSelector(actor, (snapshot) => snapshot.context.saved)
  const loadFailure = useSelector(actor, (snapshot) => snapshot.context.loadFailure)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'))
  const isAsking = useSelector(actor, (snapshot) => snapshot.hasTag('askingToClose'))
  const hasEdits = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('open') &&
      !snapshot.context.saved &&
      isEdited(snapshot.context.initial, snapshot.context.fields),
  )
  const ask = useCallback(() => actor.send({ type: 'editor.close' }), [actor])
  const guard = useLeaveGuard(hasEdits, ask)

  useEffect(() => {
    if (saved)
      void navigate(invoicePreviewPath(saved.id), { state: savedInvoiceState, replace: isNew })
  }, [navigate, saved, isNew])

  const number = invoice ? t('invoices.number', { id: invoice.id }) : ''
  const title = isNew ? t('invoices.editor.titleAdd') : t('invoices.editor.titleEdit', { number })

  return (
    <div className="cea-invoices cea-invoice-editor">
      <Heading as="h1" className="cea-invoices__title">
        {title}
      </Heading>
      {state === 'loading' ? (
        <div className="cea-invoice-editor__state">
          <Spinner size="medium" srText={null} />
          <p>{t('invoices.editor.loading')}</p>
        </div>
      ) : null}
      {state === 'notFound' ? (
        <div className="cea-invoice-editor__state">
          <h2>{t('invoices.preview.notFound')}</h2>
          <p>{t('invoices.preview.notFoundBody')}</p>
          <RouterLink to="/apps/invoice/list">{t('invoices.preview.backToList')}</RouterLink>
        </div>
      ) : null}
      {state === 'error' ? (
        <Flash variant="danger" role="alert" className="cea-invoice-editor__state">
          <p>{previewFailureText(t, failureOf(loadFailure))}</p>
          <Button onClick={() => actor.send({ type: 'editor.retry' })}>
            {t('invoices.table.retry')}
          </Button>
        </Flash>
      ) : null}
      {state === 'populated' ? (
        <form
          className="cea-invoice-editor__form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'editor.save' })
          }}
        >
          {invoice && invoice.invoiceStatus !== 'Draft' ? (
            <Flash>{t('invoices.editor.sentNote')}</Flash>
          ) : null}
          {failure ? (
            <Flash variant="danger" role="alert">
              {t('invoices.editor.saveFailed', { reason: previewFailureText(t, failure) })}
            </Flash>
          ) : null}
          <InvoiceEditorFields />
          <InvoiceLinesEditor />
          <InvoiceEditorTotals />
          <div className="cea-invoice-editor__actions">
            <Button
              type="submit"
              variant="primary"
              loading={isSaving}
              loadingAnnouncement={t('common.saving')}
            >
              {t('invoices.editor.save')}
            </Button>
            <Button
              onClick={() =>
                void navigate(invoice ? invoicePreviewPath(invoice.id) : '/apps/invoice/list')
              }
            >
              {t('invoices.preview.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
      <InvoiceClientDrawer />
      {isAsking ? (
        <ConfirmationDialog
          title={t('invoices.editor.leave.title')}
          confirmButtonContent={t('invoices.editor.leave.discard')}
          confirmButtonType="danger"
          cancelButtonContent={t('invoices.editor.leave.keepEditing')}
          onClose={(gesture) => {
            const leave = gesture === 'confirm'
            actor.send({ type: leave ? 'editor.discard' : 'editor.keepEditing' })
            guard.answer(leave)
          }}
        >
          {t('invoices.editor.leave.body')}
        </ConfirmationDialog>
      ) : null}
    </div>
  )
}
