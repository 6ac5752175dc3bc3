import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import type { User, UsersPage, UserStats } from '../../../src/api/types/users'
import { createBulkUsers } from '../../../src/fixtures/users'
import { queryList, whenGiven } from '../../../src/mocks/db/listQuery'
import { UsersListScreen } from '../../../src/screens/users/UsersListScreen'

// 10,000 users: the table stays one server page (10 to 100 rows) whatever the store holds.
// `npm run bench` measures these stories (scripts/bench-user-list.mjs).

const bulkCount = 10_000
const users = createBulkUsers(bulkCount)
const stats: UserStats = { total: users.length, active: 0, pending: 0, inactive: 0 }
for (const user of users) stats[user.status] += 1

const sortable = new Set<string>(['fullName', 'role', 'currentPlan', 'billing', 'status', 'email'])

const largeUserList = [
  http.get('*/api/users/list/data', ({ request }) => {
    const url = new URL(request.url)
    const param = (name: string) => url.searchParams.get(name) ?? ''
    const sortColumn = sortable.has(param('sortColumn')) ? param('sortColumn') : 'fullName'
    const { total, rows } = queryList(users, {
      q: param('q'),
      searchFields: [(user) => user.email, (user) => user.fullName, (user) => user.billing],
      filters: [
        whenGiven(param('role'), (user, role) => user.role === role),
        whenGiven(param('status'), (user, status) => user.status === status),
        whenGiven(param('currentPlan'), (user, plan) => user.currentPlan === plan),
      ],
      sortColumn: sortColumn as keyof User & string,
      sort: param('sort') === 'desc' ? 'desc' : 'asc',
      page: Number(param('page')) || 1,
      perPage: Number(param('perPage')) || 10,
    })
    return HttpResponse.json({ total, users: rows } satisfies UsersPage)
  }),
  http.get('*/api/users/list/stats', () => HttpResponse.json(stats)),
]

const meta = {
  title: 'Screens/Users/Large user list',
  component: UsersListScreen,
  parameters: {
    router: { initialEntry: '/apps/user/list', path: '/apps/user/list' },
    msw: { handlers: { users: largeUserList } },
  },
} satisfies Meta<typeof UsersListScreen>

export default meta
type Story = StoryObj<typeof meta>

const total = new Intl.NumberFormat('en').format(bulkCount)

export const TenThousandUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(`Showing 1 to 10 of ${total}`, {}, { timeout: 10_000 }),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Users list' })
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
  },
}

export const HundredPerPage: Story = {
  parameters: {
    router: { initialEntry: '/apps/user/list?perPage=100', path: '/apps/user/list' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(`Showing 1 to 100 of ${total}`, {}, { timeout: 10_000 }),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Users list' })
    await expect(within(table).getAllByRole('row')).toHaveLength(101)
  },
}
