// Shared by the invoice preview stories: where the screen is mounted and what a play repeats.
import type { Meta } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { InvoicePreviewScreen } from '../../../src/screens/invoices/InvoicePreviewScreen'
import { CurrentAddress } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

/** The router parameters of a story that opens the preview of `id` (none: the bare route). */
export const previewAt = (id?: number | string) => ({
  router: {
    initialEntry: `/apps/invoice/preview${id === undefined ? '' : `/${id}`}`,
    path: '/apps/invoice/preview/:id?',
  },
})

export const previewMeta = {
  component: InvoicePreviewScreen,
  args: { today: '2026-03-20' },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <InvoicePreviewScreen {...args} />
      <CurrentAddress />
    </div>
  ),
  parameters: previewAt(3102),
} satisfies Meta<typeof InvoicePreviewScreen>

/** The invoice document once it is shown. */
export async function findDocument(canvas: Canvas, number: string) {
  await canvas.findByRole('heading', { level: 1, name: `Invoice ${number}` }, { timeout: 5000 })
  return canvas.getByRole('article', { name: 'Invoice' })
}

/** The status beside the page's title. */
export function shownStatus(canvas: Canvas): HTMLElement {
  const heading = canvas.getByRole('heading', { level: 1 })
  const status = heading.nextElementSibling
  if (!(status instanceof HTMLElement)) throw new Error('no status beside the title')
  return status
}

/** The value of one line of the totals, by its label ("Balance"). */
export function totalOf(document: HTMLElement, label: string): string {
  const totals = within(document).getByLabelText('Totals')
  const term = within(totals).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

/** The history's entries, newest first, as their "what" lines. */
export const historyEntries = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'History' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.cea-invoice-history__what')?.textContent ?? '')

/**
 * Applies the page's print rules as if printing: each `@media print` block's rules are copied
 * into a stylesheet for every medium. Returns what puts the page back.
 */
export function emulatePrint(): () => void {
  const printRules: string[] = []
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList
    try {
      rules = sheet.cssRules
    } catch {
      continue // another origin's sheet
    }
    for (const rule of Array.from(rules))
      if (rule instanceof CSSMediaRule && rule.media.mediaText.includes('print'))
        for (const inner of Array.from(rule.cssRules)) printRules.push(inner.cssText)
  }
  const style = document.createElement('style')
  style.dataset.emulatedPrint = ''
  style.textContent = printRules.join('\n')
  document.head.append(style)
  return () => style.remove()
}

export const expectHidden = async (elements: HTMLElement[]) => {
  for (const element of elements) await expect(element).not.toBeVisible()
}
