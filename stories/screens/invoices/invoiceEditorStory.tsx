// Shared by the invoice editor stories: the add / edit / preview pages on one memory router (a
// save opens the preview), and what a play repeats.
import type { Meta } from '@storybook/react-vite'
import type { RequestHandler } from 'msw'
import { useLocation } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { invoicesHandlers } from '../../../src/mocks/handlers/invoices'
import { InvoiceEditorScreen } from '../../../src/screens/invoices/InvoiceEditorScreen'
import { InvoicePreviewScreen } from '../../../src/screens/invoices/InvoicePreviewScreen'
import { CurrentAddress } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story that opens `path` (`/apps/invoice/add`, `…/edit/3104`). */
export const editorAt = (path: string) => ({
  router: { initialEntry: path, path: '/apps/invoice/:page/:id?' },
})

/** Replaces the invoice group's answer to one route, keeping every other route of the back end. */
export const invoicesWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { invoices: [...first, ...invoicesHandlers] } },
})

/** The page of the address: the preview after a save, else the editor. */
function InvoicePages({ today }: { today?: string }) {
  const { pathname } = useLocation()
  if (pathname.startsWith('/apps/invoice/preview')) return <InvoicePreviewScreen today={today} />
  if (/^\/apps\/invoice\/(add|edit\/)/.test(pathname)) return <InvoiceEditorScreen today={today} />
  return null
}

export const editorMeta = {
  component: InvoiceEditorScreen,
  args: { today: '2026-03-16' },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <InvoicePages today={args.today} />
      <CurrentAddress />
    </div>
  ),
  parameters: editorAt('/apps/invoice/add'),
} satisfies Meta<typeof InvoiceEditorScreen>

/** The editor's form once it is shown, by the page's title. */
export async function findEditor(canvas: Canvas, title: string) {
  return canvas.findByRole('form', { name: title }, { timeout: 5000 })
}

/** The `n`th line's group ("Line 2"). */
export const lineGroup = (form: HTMLElement, n: number) =>
  within(form).getByRole('group', { name: `Line ${n}` })

/** The value of one of the running totals, by its label ("Total"). */
export function runningTotal(form: HTMLElement, label: string): string {
  const totals = within(form).getByRole('region', { name: 'Totals' })
  const term = within(totals).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

export const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
