import { describe, expect, it } from 'vitest'
import type { EmailsResponse } from '../../src/api/types/email'
import type { InvoicesResponse } from '../../src/api/types/invoices'
import { buildInvoicePdf } from '../../src/machines/invoices/invoicePdf'
import { emailHandlers } from '../../src/mocks/handlers/email'
import { emailFileHandlers } from '../../src/mocks/handlers/emailOutbox'
import { invoicesHandlers } from '../../src/mocks/handlers/invoices'
import { call, origin, startContractServer } from '../support/contract'

// Send → Email: an invoice sent with an email puts that email, the PDF attached, into the Email
// app's Sent folder, in the same transaction as the send.

startContractServer(...invoicesHandlers, ...emailHandlers, ...emailFileHandlers)

const pdfBase64 = async () => {
  const bytes = await buildInvoicePdf({
    title: 'Invoice #3104',
    facts: [['Total', '$2,240.82']],
    billTo: { heading: 'Bill to', lines: ['Duncan Reid'] },
    columns: ['Item'],
    rows: [['Label Design']],
    totals: [['Total', '$2,240.82']],
    notes: [],
  })
  return { bytes, base64: Buffer.from(bytes).toString('base64') }
}

const sentEmails = async () =>
  (await call<EmailsResponse>('/apps/email/emails', { query: { folder: 'sent' } })).body.emails

const send = (attachment: { fileName: string; contentBase64: string } | undefined) =>
  call<InvoicesResponse>('/apps/invoice/send', {
    method: 'POST',
    body: {
      ids: [3104],
      email: {
        to: 'duncan@highlandcask.co.uk',
        subject: 'Invoice #3104',
        message: 'Dear Duncan,\n\nPlease find <invoice> #3104 attached.',
        ...(attachment ? { attachment } : {}),
      },
    },
  })

describe('POST /apps/invoice/send with an email', () => {
  it('writes the email into Sent with the PDF attached, downloadable as the same bytes', async () => {
    const before = await sentEmails()
    const pdf = await pdfBase64()
    const answer = await send({ fileName: 'invoice-3104.pdf', contentBase64: pdf.base64 })
    expect(answer.status).toBe(200)
    expect(answer.body.invoices[0]?.history.at(-1)).toMatchObject({
      kind: 'sent',
      detail: 'duncan@highlandcask.co.uk',
    })

    const sent = await sentEmails()
    expect(sent).toHaveLength(before.length + 1)
    const email = sent[0]
    expect(email).toMatchObject({
      folder: 'sent',
      subject: 'Invoice #3104',
      to: [{ email: 'duncan@highlandcask.co.uk' }],
      message: '<p>Dear Duncan,</p><p>Please find &#60;invoice&#62; #3104 attached.</p>',
    })
    expect(email?.to[0]?.name).not.toBe('duncan@highlandcask.co.uk')
    const attachment = email?.attachments[0]
    expect(attachment).toMatchObject({
      fileName: 'invoice-3104.pdf',
      size: expect.stringMatching(/KB$/),
    })
    expect(attachment?.url).toMatch(/^\/apps\/email\/attachments\/[\w-]+$/)

    // A plain link (no token) downloads the PDF the page made.
    const download = await fetch(new URL(attachment?.url ?? '', origin))
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toContain('invoice-3104.pdf')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf.bytes)
  })

  it('refuses an attachment that is not a PDF, sending nothing', async () => {
    const before = await sentEmails()
    const notPdf = Buffer.from('hello, not a pdf').toString('base64')
    const answer = await send({ fileName: 'invoice-3104.pdf', contentBase64: notPdf })
    expect(answer.status).toBe(400)
    const wrongName = await send({ fileName: 'invoice.exe', contentBase64: notPdf })
    expect(wrongName.status).toBe(400)
    expect(await sentEmails()).toHaveLength(before.length)
  })

  it('a send without an email writes no email; an unknown attachment id is 404', async () => {
    const before = await sentEmails()
    const answer = await call('/apps/invoice/send', { method: 'POST', body: { ids: [3104] } })
    expect(answer.status).toBe(200)
    expect(await sentEmails()).toHaveLength(before.length)
    const missing = await fetch(new URL('/apps/email/attachments/nope', origin))
    expect(missing.status).toBe(404)
  })
})
