import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import {
  PeopleListTable,
  StatefulPeopleTable,
  people,
  peopleTableArgs,
  peopleTableSpies,
  person,
  rowOf,
  withPadding,
} from '../listTableSample'
import { ListTable } from '../../../src/components/list-table/ListTable'
import { ListTableGrid } from '../../../src/components/list-table/ListTableGrid'
import { ListTableSortHeader } from '../../../src/components/list-table/ListTableSortHeader'
import { ListTableSkeleton } from '../../../src/components/list-table/ListTableSkeleton'
import { ListTableFooter } from '../../../src/components/list-table/ListTableFooter'

const meta = {
  title: 'Components/ListTable',
  component: PeopleListTable,
  tags: ['autodocs'],
  subcomponents: {
    ListTable,
    ListTableGrid,
    ListTableSortHeader,
    ListTableSkeleton,
    ListTableFooter,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The kit's data table: a named table with sortable headers, row selection, a summary (Showing 1 to 10 of 57), pages and a page size, and faces for loading, refreshing, failing and empty (the States page).\n\n**Use it** for any paged list a machine loads (users, invoices, permissions). **Do** name it (`title` or `aria-label`), make the first cell of a row its header, and pass labels from i18next. **Don't** sort or page in the component: it asks, the machine answers. Its grid, sort headers, loading rows and footer are parts (props below).",
      },
    },
  },
  args: {
    ...peopleTableArgs,
    subtitle: 'Everyone with an account, newest first',
    ...peopleTableSpies(),
  },
  decorators: [withPadding],
} satisfies Meta<typeof PeopleListTable>

export default meta
type Story = StoryObj<typeof meta>

/** A page of users: named table, headers, rows, summary, pages and page size. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Users' })
    await expect(table).not.toHaveAttribute('aria-busy')
    const inTable = within(table)
    for (const name of ['Name', 'Email', 'Role', 'Status', 'Plan', 'Joined', 'Actions'])
      await expect(inTable.getByRole('columnheader', { name })).toBeVisible()
    // 10 rows and the header row.
    await expect(inTable.getAllByRole('row')).toHaveLength(11)
    await expect(inTable.getByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
    await expect(inTable.getByRole('checkbox', { name: 'Select Amara Okafor' })).not.toBeChecked()
    await expect(inTable.getByRole('button', { name: 'Edit Amara Okafor' })).toBeVisible()
    await expect(canvas.getByText('Showing 1 to 10 of 57')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Pages' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10')
    await expect(canvas.getByRole('textbox', { name: 'Search users' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible()
    // Nothing sideways: the table fits the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** Sorted by name, descending, by the server; a click on another header asks for that column. */
export const Sorted: Story = {
  args: { sortColumn: 'name', sort: 'desc' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    const name = within(table).getByRole('columnheader', { name: 'Name' })
    await expect(name).toHaveAttribute('aria-sort', 'descending')
    const email = within(table).getByRole('columnheader', { name: 'Email' })
    await expect(email).not.toHaveAttribute('aria-sort')
    // Not sortable: a plain header without a button.
    const plan = within(table).getByRole('columnheader', { name: 'Plan' })
    await expect(within(plan).queryByRole('button')).toBeNull()
    // Each sort button says what a press does next, in the table's words (not Primer's English).
    const sortButton = (header: HTMLElement, name: string) =>
      within(header).getByRole('button', { name })
    await expect(sortButton(name, 'Name')).toHaveAccessibleDescription('Sort A to Z')
    await expect(sortButton(email, 'Email')).toHaveAccessibleDescription('Sort A to Z')

    await userEvent.click(within(email).getByRole('button', { name: 'Email' }))
    await expect(args.onSort).toHaveBeenCalledWith('email', 'asc')
    await userEvent.click(within(name).getByRole('button', { name: 'Name' }))
    await expect(args.onSort).toHaveBeenLastCalledWith('name', 'asc')
  },
}

/** The headers follow the server's sort as it changes, and focus stays on the header clicked. */
export const SortFollowsTheServer: Story = {
  args: { sortColumn: 'joined', sort: 'asc' },
  render: (args) => <StatefulPeopleTable {...args} hasSortReset />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const header = (name: string) =>
      within(canvas.getByRole('table', { name: 'Users' })).getByRole('columnheader', { name })
    await expect(header('Joined')).toHaveAttribute('aria-sort', 'ascending')
    const joined = within(header('Joined')).getByRole('button', { name: 'Joined' })
    await expect(joined).toHaveAccessibleDescription('Sort Z to A')
    await userEvent.click(joined)
    await expect(args.onSort).toHaveBeenCalledWith('joined', 'desc')
    await waitFor(() => expect(header('Joined')).toHaveAttribute('aria-sort', 'descending'))
    // The same button: the table is not drawn anew, so the focus stays where it was.
    await expect(joined).toHaveFocus()
    // The description follows the direction, still in the table's words.
    await expect(joined).toHaveAccessibleDescription('Sort A to Z')
    await userEvent.click(within(header('Role')).getByRole('button', { name: 'Role' }))
    await expect(args.onSort).toHaveBeenLastCalledWith('role', 'asc')
    await waitFor(() => expect(header('Role')).toHaveAttribute('aria-sort', 'ascending'))
    await expect(header('Joined')).not.toHaveAttribute('aria-sort')

    await userEvent.click(canvas.getByRole('button', { name: 'Sort by name' }))
    await waitFor(() => expect(header('Name')).toHaveAttribute('aria-sort', 'ascending'))
    await expect(header('Role')).not.toHaveAttribute('aria-sort')
    await expect(canvas.getByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
  },
}

/** Some rows selected: the header checkbox is mixed; a click selects the page, another clears it. */
export const Selection: Story = {
  args: { selectedIds: [1, 3] },
  render: (args) => <StatefulPeopleTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    const all = within(table).getByRole('checkbox', { name: 'Select all on this page' })
    await expect(all).toBePartiallyChecked()
    await expect(within(table).getByRole('checkbox', { name: 'Select Amara Okafor' })).toBeChecked()
    await expect(
      within(table).getByRole('checkbox', { name: 'Select Bruno Silva' }),
    ).not.toBeChecked()

    await userEvent.click(all)
    await expect(args.onTogglePage).toHaveBeenCalledOnce()
    await waitFor(() => expect(all).toBeChecked())
    await expect(within(table).getByRole('checkbox', { name: 'Select Bruno Silva' })).toBeChecked()

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select Chen Wei' }))
    await expect(args.onToggleRow).toHaveBeenCalledWith(3)
    await waitFor(() => expect(all).toBePartiallyChecked())

    await userEvent.click(all)
    await userEvent.click(all)
    await waitFor(() => expect(all).not.toBeChecked())
    await expect(
      within(table).getByRole('checkbox', { name: 'Select Amara Okafor' }),
    ).not.toBeChecked()
  },
}

/** Without the selection handlers there is no checkbox column. */
export const WithoutSelection: Story = {
  args: { onToggleRow: undefined, onTogglePage: undefined },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    await expect(within(table).queryByRole('checkbox')).toBeNull()
    await expect(within(table).getAllByRole('columnheader')[0]).toHaveAccessibleName('Name')
  },
}

/** Page 2 of 6: Next asks for page 3, a page size of 25 goes back to page 1. */
export const Pagination: Story = {
  args: { page: 2 },
  render: (args) => <StatefulPeopleTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const pages = canvas.getByRole('navigation', { name: 'Pages' })
    await expect(canvas.getByText('Showing 11 to 20 of 57')).toBeVisible()
    await expect(within(pages).getByRole('button', { name: /2/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const next = within(pages).getByRole('button', { name: /Next/ })
    await userEvent.click(next)
    await expect(args.onPage).toHaveBeenCalledWith(3)
    await expect(args.onPage).toHaveBeenCalledOnce()
    await waitFor(() => expect(canvas.getByText('Showing 21 to 30 of 57')).toBeVisible())
    await expect(canvas.getByRole('rowheader', { name: person(20).name })).toBeVisible()
    // The page came back as asked: Next keeps the focus.
    await expect(next).toHaveFocus()

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '25')
    await expect(args.onPerPage).toHaveBeenCalledWith(25)
    await waitFor(() => expect(canvas.getByText('Showing 1 to 25 of 57')).toBeVisible())
    // Back to page 1, from outside: the pages start again there.
    // (Found again: the footer may render anew.)
    await waitFor(() =>
      expect(
        within(canvas.getByRole('navigation', { name: 'Pages' })).getByRole('button', {
          name: /1/,
        }),
      ).toHaveAttribute('aria-current', 'page'),
    )
    await expect(args.onPage).toHaveBeenCalledOnce()
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(26)
  },
}

/** A phone: each row is a card (title, secondary line, label: value pairs, the Edit button). */
export const Phone: Story = {
  globals: phoneViewport,
  args: { selectedIds: [2] },
  render: (args) => <StatefulPeopleTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Users' })
    const amara = within(table).getByRole('checkbox', { name: 'Select Amara Okafor' })
    await expect(amara).toBeVisible()
    const card = rowOf(amara)
    await expect(within(card).getByText('Role')).toBeVisible()
    await expect(within(card).getByText('Plan')).toBeVisible()
    await expect(within(card).getByRole('button', { name: 'Edit Amara Okafor' })).toBeVisible()
    // The card's lines stack: the email under the name, the role under the email.
    const name = within(card).getByRole('rowheader', { name: 'Amara Okafor' })
    const email = within(card).getByText(person(0).email)
    const role = within(card).getByText('Role')
    await expect(email.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    )
    await expect(role.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      email.getBoundingClientRect().bottom,
    )
    // Sorting and selecting the page stay at hand above the cards.
    await expect(within(table).getByRole('button', { name: 'Name' })).toBeVisible()
    const all = within(table).getByRole('checkbox', { name: 'Select all on this page' })
    await expect(all).toBePartiallyChecked()
    await userEvent.click(amara)
    await expect(args.onToggleRow).toHaveBeenCalledWith(1)
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

/** The dark skin: Primer's colours, the same table. */
export const Dark: Story = {
  globals: { skin: 'dark' },
  args: { selectedIds: [1], sortColumn: 'name', sort: 'asc' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    await expect(within(table).getByRole('rowheader', { name: 'Amara Okafor' })).toBeVisible()
    await expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    // The rows sit on a dark background (once the dark theme's sheet has loaded).
    await waitFor(() => {
      const background = getComputedStyle(table).backgroundColor
      const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number)
      expect(red + green + blue).toBeLessThan(200)
    })
  },
}

/** Right to left: the checkbox column starts on the right, pages go the other way. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { page: 2, rows: people.slice(10, 20) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' })
    const first = person(10).name
    const checkbox = within(table).getByRole('checkbox', { name: `Select ${first}` })
    const name = within(table).getByRole('rowheader', { name: first })
    await expect(checkbox.getBoundingClientRect().left).toBeGreaterThan(
      name.getBoundingClientRect().right,
    )
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' })
    const previous = within(pages).getByRole('button', { name: /Previous/ })
    const next = within(pages).getByRole('button', { name: /Next/ })
    await expect(previous.getBoundingClientRect().left).toBeGreaterThan(
      next.getBoundingClientRect().right,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
