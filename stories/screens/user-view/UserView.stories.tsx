import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UserViewScreen } from '../../../src/screens/user-view/UserViewScreen'
import { expectAddress } from '../email/emailStory'
import {
  accountFailing,
  findUserCard,
  openTab,
  userNeverAnswers,
  userViewAt,
  userViewMeta,
  userViewWith,
} from './userViewStory'

const meta = {
  ...userViewMeta,
  title: 'Screens/Users/User view',
} satisfies Meta<typeof UserViewScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The Account tab: the card, the plan, the timeline and the invoices where Lena is the client. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible()
    const card = within(await findUserCard(canvas))
    await expect(card.getByRole('heading', { level: 2, name: 'Lena Fischer' })).toBeVisible()
    await expect(card.getByText('Admin', { selector: 'span' })).toBeVisible()
    const stats = within(card.getByRole('list', { name: 'User statistics' }))
    await expect(stats.getByText('Tasks done').parentElement).toHaveTextContent(/\d+ Tasks done/)
    await expect(stats.getByText('Invoices').parentElement).toHaveTextContent('2 Invoices')
    await expect(card.getByText('lena.fischer@brightwave-analytics.com')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Suspend' })).toBeVisible()
    const plan = within(canvas.getByRole('region', { name: 'Current plan' }))
    await expect(plan.getByText('$99')).toBeVisible()
    await expect(plan.getByText('8 of 30 days left')).toBeVisible()
    await expect(plan.getByRole('button', { name: 'Upgrade plan' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const timeline = within(canvas.getByRole('region', { name: 'Activity timeline' }))
    await expect(timeline.getByText('Created the project Atlas Migration')).toBeVisible()
    const invoices = within(canvas.getByRole('table'))
    await expect(invoices.getAllByRole('row')).toHaveLength(3)
    await expect(invoices.getByRole('rowheader', { name: '#3129' })).toBeVisible()
    await expect(invoices.getByRole('rowheader', { name: '#3114' })).toBeVisible()
  },
}

export const SecurityTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    await openTab(canvas, 'Security')
    await expectAddress(canvas, '/apps/user/view/1?tab=security')
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible()
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('type', 'password')
    const rules = within(canvas.getByRole('list', { name: 'Password rules' }))
    await expect(rules.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('button', { name: 'Two-step verification' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      '+49 841 739 6854',
    )
  },
}

export const BillingTab: Story = {
  parameters: userViewAt(1, '?tab=billing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    await expect(canvas.getByRole('link', { name: 'Billing & plans' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByText('American Express ending in 4352, expires 05/30')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Billing method' })).toHaveDisplayValue(
      'Automatic debit',
    )
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveValue('Lena Fischer')
    await expect(canvas.getByRole('textbox', { name: 'New card number' })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Save billing details' })).toBeEnabled()
  },
}

export const NotificationsTab: Story = {
  parameters: userViewAt(1, '?tab=notifications'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    const table = within(canvas.getByRole('table'))
    await expect(table.getAllByRole('checkbox')).toHaveLength(12)
    await expect(table.getByRole('checkbox', { name: 'New for you by Email' })).toBeChecked()
    await expect(table.getByRole('checkbox', { name: 'New for you by Browser' })).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  },
}

export const Loading: Story = {
  parameters: userViewWith(userNeverAnswers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'User details' })).toBeVisible()
    await expect(canvas.getByText('Loading the user…')).toBeInTheDocument()
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
  },
}

const accountCall = accountFailing()

export const LoadError: Story = {
  parameters: userViewWith(accountCall.handler),
  beforeEach: () => accountCall.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The user could not be loaded.')).toBeVisible()
    await expect(
      canvas.getByText('The server did not answer. Try again in a moment.'),
    ).toBeVisible()
    accountCall.recover()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await findUserCard(canvas)
  },
}

export const NotFound: Story = {
  parameters: userViewAt(999),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'There is no such user' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the users list' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    )
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull())
  },
}
