import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import type { Email, EmailListContext, EmailsResponse } from '../../../src/api/types/email'
import { createBulkInbox } from '../../../src/fixtures/email'
import { Store } from '../../../src/mocks/db/store'
import { createStoreRepository } from '../../../src/mocks/db/storeRepository'
import {
  emailLabel,
  emailsMeta,
  emailsTable,
  emailView,
  listEmails,
  positionOf,
  withNeighbours,
} from '../../../src/mocks/handlers/emailTables'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'

// 10,000 emails in the inbox: the list stays virtualized (a few dozen rows in the DOM) from the
// first row to the last. `npm run bench` measures this story (scripts/bench-email-list.mjs).

const bulkCount = 10000
const bulkDay = new Date('2026-03-16T09:00:00Z')
// A store of the story's own, its emails table holding the bulk inbox (memory only).
const repo = createStoreRepository(
  new Store({
    referenceDay: bulkDay,
    stored: new Map([
      [
        emailsTable.name,
        createBulkInbox(bulkDay, bulkCount).map((row, seq) => ({
          table: emailsTable.name,
          key: row.id,
          seq,
          row,
        })),
      ],
    ]),
  }),
)

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
  http.get('*/apps/email/emails', async ({ request }) =>
    HttpResponse.json({
      emails: await listEmails(repo, listContext(new URL(request.url))),
      emailsMeta: await emailsMeta(repo),
    } satisfies EmailsResponse),
  ),
  http.get('*/apps/email/get-email', async ({ request }) => {
    const url = new URL(request.url)
    const id = Number(url.searchParams.get('id'))
    const { list, index } = await positionOf(repo, id, listContext(url))
    return HttpResponse.json(withNeighbours(list, index))
  }),
  http.post('*/apps/email/update-emails', async ({ request }) => {
    const body = (await request.json()) as { emailIds: number[]; dataToUpdate: Partial<Email> }
    const emails = await repo.transaction(async (tx) => {
      const updated: Email[] = []
      for (const id of body.emailIds) {
        const row = await tx.get(emailsTable, id)
        if (row) updated.push(await tx.update(emailsTable, { ...row, ...body.dataToUpdate }))
      }
      return updated
    })
    return HttpResponse.json({ emails })
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
