import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { Email, EmailListContext, EmailsResponse } from '../../../src/api/types/email'
import { createBulkInbox } from '../../../src/fixtures/email'
import {
  emailLabel,
  emailsMeta,
  emailView,
  listEmails,
  positionOf,
  withNeighbours,
} from '../../../src/mocks/handlers/emailTables'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'

// 10,000 emails in the inbox: the list stays virtualized (a few dozen rows in the DOM) from the
// first row to the last. `npm run bench` measures this story (scripts/bench-email-list.mjs).

const bulkCount = 10000
let rows: Email[] = createBulkInbox(new Date('2026-03-16T09:00:00Z'), bulkCount)

function listContext(url: URL): EmailListContext {
  const param = (name: string) => url.searchParams.get(name) || undefined
  return {
    folder: emailView.optional().catch(undefined).parse(param('folder')),
    label: emailLabel.optional().catch(undefined).parse(param('label')),
    q: param('q'),
  }
}

/** The `email` group over the bulk inbox: list, open, and read/star/move updates. */
const largeMailbox = [
  http.get('*/apps/email/emails', ({ request }) =>
    HttpResponse.json({
      emails: listEmails(rows, listContext(new URL(request.url))),
      emailsMeta: emailsMeta(rows),
    } satisfies EmailsResponse),
  ),
  http.get('*/apps/email/get-email', ({ request }) => {
    const url = new URL(request.url)
    const { list, index } = positionOf(rows, Number(url.searchParams.get('id')), listContext(url))
    return HttpResponse.json(withNeighbours(list, index))
  }),
  http.post('*/apps/email/update-emails', async ({ request }) => {
    const body = (await request.json()) as { emailIds: number[]; dataToUpdate: Partial<Email> }
    const ids = new Set(body.emailIds)
    rows = rows.map((row) => (ids.has(row.id) ? { ...row, ...body.dataToUpdate } : row))
    return HttpResponse.json({ emails: rows.filter((row) => ids.has(row.id)) })
  }),
]

const meta = {
  title: 'Screens/Email/Large mailbox',
  component: EmailScreen,
  parameters: {
    router: { initialEntry: '/apps/email', path: '/apps/email' },
    msw: { handlers: { email: largeMailbox } },
  },
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowCount = (list: HTMLElement) => list.querySelectorAll('li').length

export const TenThousandEmails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole(
      'list',
      { name: `Inbox, emails: ${bulkCount}` },
      { timeout: 10000 },
    )
    const rowsShown = within(list)
    await expect(
      await rowsShown.findByRole('link', { name: new RegExp(`#${bulkCount}$`) }),
    ).toBeVisible()
    await expect(rowCount(list)).toBeLessThan(60)

    const scroller = canvasElement.querySelector<HTMLElement>('.cea-email-list__scroller')
    await expect(scroller).not.toBeNull()
    if (!scroller) return
    scroller.scrollTop = scroller.scrollHeight
    const last = await rowsShown.findByRole('link', { name: /#1$/ })
    await expect(last).toBeVisible()
    await waitFor(() =>
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        scroller.getBoundingClientRect().bottom + 1,
      ),
    )
    await expect(rowCount(list)).toBeLessThan(60)
  },
}
