import { assertEvent, assign, setup } from 'xstate'
import { ApiError } from '../../api/http'
import {
  addInvoicePayment,
  fetchInvoice,
  fetchInvoices,
  recordInvoiceDownload,
  sendInvoices,
} from '../../api/invoices'
import type { InvoicePreview } from '../../api/types/invoices'
import { type CallFailure, failureOf } from '../shared/callFailure'
import { fromCall } from '../shared/fromCall'
import { saveFile } from '../shared/saveTextFile'
import type { InvoicePdfText } from './invoicePdf'
import {
  hasErrors,
  isAmountRefused,
  type PaymentErrors,
  type PaymentFields,
  paymentErrorsOf,
  paymentOf,
  type SendErrors,
  type SendFields,
  sendErrorsOf,
} from './invoicePreviewForms'

export interface InvoicePreviewInput {
  /** The URL's id (0 when it is not a number); null: the bare route, which opens the first. */
  id: number | null
}

export type PreviewDrawer = 'payment' | 'send'
export type PreviewAction = 'payment' | 'send' | 'download'

export type PreviewNotice =
  | { kind: 'done'; action: PreviewAction }
  | { kind: 'failed'; action: PreviewAction; failure: CallFailure }

export interface InvoicePreviewContext {
  id: number | null
  answer: InvoicePreview | null
  failure: unknown
  drawer: PreviewDrawer | null
  paymentErrors: PaymentErrors
  sendErrors: SendErrors
  notice: PreviewNotice | null
}

export type InvoicePreviewEvent =
  | { type: 'preview.open'; id: number | null }
  | { type: 'preview.retry' }
  | { type: 'drawer.open'; drawer: PreviewDrawer }
  | { type: 'drawer.close' }
  | { type: 'payment.submit'; fields: PaymentFields }
  /** Sent with the invoice's PDF attached (its text as the page words it). */
  | { type: 'send.submit'; fields: SendFields; pdf: InvoicePdfText; fileName: string }
  | { type: 'invoice.download'; pdf: InvoicePdfText; fileName: string }
  | { type: 'notice.dismiss' }

/** What the download actor takes: the invoice's id and the PDF's text and file name. */
export interface PdfDownload {
  id: number
  pdf: InvoicePdfText
  fileName: string
}

/** The invoice of the id, or the first invoice for the bare route; null when there is none. */
async function loadPreview(id: number | null, signal: AbortSignal) {
  const wanted =
    id ?? (await fetchInvoices({ page: 1, perPage: 1, sort: 'asc' }, signal)).invoices[0]?.id
  // No invoice yet, or an id no invoice can have (the URL's "abc" or 0): not found.
  if (wanted === undefined || !(wanted > 0)) return null
  try {
    return await fetchInvoice(wanted, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Builds the PDF (pdf-lib loaded now, not before), hands it over, then records the download. */
async function downloadPdf(id: number, pdf: InvoicePdfText, fileName: string) {
  const { buildInvoicePdf } = await import('./invoicePdf')
  // A copy on an ArrayBuffer of its own, as Blob takes.
  saveFile(fileName, 'application/pdf', new Uint8Array(await buildInvoicePdf(pdf)))
  return recordInvoiceDownload(id)
}

/**
 * Builds the PDF in the page (the back end's worker does not carry pdf-lib) and sends the
 * invoice with it: the email lands in the Email app's Sent folder with the PDF attached.
 */
async function sendWithPdf(id: number, fields: SendFields, pdf: InvoicePdfText, fileName: string) {
  const { buildInvoicePdf } = await import('./invoicePdf')
  const bytes = await buildInvoicePdf(pdf)
  return sendInvoices([id], {
    to: fields.to.trim(),
    subject: fields.subject.trim(),
    message: fields.message,
    attachment: { fileName, contentBase64: base64Of(bytes) },
  })
}

/** Bytes as base64, a slice at a time (a spread of a large array overflows the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  return btoa(binary)
}

const idOf = (context: InvoicePreviewContext): number => context.answer?.invoice.id ?? 0
const balanceOf = (context: InvoicePreviewContext): number =>
  context.answer?.invoice.figures.balance ?? 0

const succeeded = (action: PreviewAction) => ({
  target: 'refreshing' as const,
  actions: { type: 'showDone' as const, params: action },
})

const failed = (action: PreviewAction) => ({
  target: 'ready' as const,
  actions: {
    type: 'showFailure' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ action, error: event.error }),
  },
})

/**
 * The invoice preview: loading → populated | notFound | error. Populated: `ready`, or one write
 * at a time (tag `saving`): add a payment (never more than the balance), send (an email), or
 * download (the PDF made in the page, then recorded); after each the invoice is fetched again
 * (`refreshing`) so balance, status and history follow. The drawers' forms are checked here
 * first; their errors are codes the screen words at the fields.
 */
export const invoicePreviewMachine = setup({
  types: {
    context: {} as InvoicePreviewContext,
    events: {} as InvoicePreviewEvent,
    input: {} as InvoicePreviewInput,
  },
  actors: {
    loadPreview: fromCall<InvoicePreview | null, { id: number | null }>(({ input, signal }) =>
      loadPreview(input.id, signal),
    ),
    addPayment: fromCall<unknown, { id: number; fields: PaymentFields }>(({ input }) =>
      addInvoicePayment(paymentOf(input.id, input.fields)),
    ),
    send: fromCall<
      unknown,
      { id: number; fields: SendFields; pdf: InvoicePdfText; fileName: string }
    >(({ input }) => sendWithPdf(input.id, input.fields, input.pdf, input.fileName)),
    download: fromCall<unknown, PdfDownload>(({ input }) =>
      downloadPdf(input.id, input.pdf, input.fileName),
    ),
  },
  actions: {
    showDone: assign((_, action: PreviewAction) => ({
      drawer: null,
      notice: { kind: 'done' as const, action },
    })),
    showFailure: assign((_, { action, error }: { action: PreviewAction; error: unknown }) => ({
      notice: { kind: 'failed' as const, action, failure: failureOf(error) },
    })),
  },
  guards: {
    isFound: (_, answer: InvoicePreview | null) => answer !== null,
    isPaymentValid: ({ context, event }) =>
      event.type === 'payment.submit' &&
      !hasErrors(paymentErrorsOf(event.fields, balanceOf(context))),
    isSendValid: ({ event }) =>
      event.type === 'send.submit' && !hasErrors(sendErrorsOf(event.fields)),
  },
}).createMachine({
  id: 'invoicePreview',
  context: ({ input }) => ({
    id: input.id,
    answer: null,
    failure: null,
    drawer: null,
    paymentErrors: {},
    sendErrors: {},
    notice: null,
  }),
  initial: 'loading',
  on: {
    'preview.open': {
      target: '.loading',
      actions: assign(({ event }) => ({ id: event.id, answer: null, drawer: null, notice: null })),
    },
    'notice.dismiss': { actions: assign({ notice: null }) },
  },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadPreview',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'populated',
            actions: assign({ answer: ({ event }) => event.output, failure: null }),
          },
          { target: 'notFound' },
        ],
        onError: { target: 'error', actions: assign({ failure: ({ event }) => event.error }) },
      },
    },
    populated: {
      tags: ['populated'],
      initial: 'ready',
      states: {
        ready: {
          on: {
            'drawer.open': {
              actions: assign(({ event }) => ({
                drawer: event.drawer,
                paymentErrors: {},
                sendErrors: {},
                notice: null,
              })),
            },
            'drawer.close': { actions: assign({ drawer: null }) },
            'payment.submit': [
              { guard: 'isPaymentValid', target: 'addingPayment' },
              {
                actions: assign(({ context, event }) => ({
                  paymentErrors: paymentErrorsOf(event.fields, balanceOf(context)),
                })),
              },
            ],
            'send.submit': [
              { guard: 'isSendValid', target: 'sending' },
              { actions: assign(({ event }) => ({ sendErrors: sendErrorsOf(event.fields) })) },
            ],
            'invoice.download': 'downloading',
          },
        },
        addingPayment: {
          tags: ['saving'],
          entry: assign({ paymentErrors: {} }),
          invoke: {
            src: 'addPayment',
            input: ({ context, event }) => {
              assertEvent(event, 'payment.submit')
              return { id: idOf(context), fields: event.fields }
            },
            onDone: succeeded('payment'),
            onError: [
              {
                guard: ({ event }) => isAmountRefused(event.error),
                target: 'refreshing',
                actions: assign({ paymentErrors: { amount: 'overBalance' } }),
              },
              failed('payment'),
            ],
          },
        },
        sending: {
          tags: ['saving'],
          entry: assign({ sendErrors: {} }),
          invoke: {
            src: 'send',
            input: ({ context, event }) => {
              assertEvent(event, 'send.submit')
              return {
                id: idOf(context),
                fields: event.fields,
                pdf: event.pdf,
                fileName: event.fileName,
              }
            },
            onDone: succeeded('send'),
            onError: failed('send'),
          },
        },
        downloading: {
          tags: ['saving', 'downloading'],
          invoke: {
            src: 'download',
            input: ({ context, event }) => {
              assertEvent(event, 'invoice.download')
              return { id: idOf(context), pdf: event.pdf, fileName: event.fileName }
            },
            onDone: succeeded('download'),
            onError: failed('download'),
          },
        },
        /** After a write: fetched again in place, so balance, status and history follow. */
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            src: 'loadPreview',
            input: ({ context }) => ({ id: idOf(context) }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({ answer: event.output ?? context.answer })),
            },
            onError: 'ready',
          },
        },
      },
    },
    notFound: { tags: ['notFound'] },
    error: { tags: ['error'], on: { 'preview.retry': 'loading' } },
  },
})
