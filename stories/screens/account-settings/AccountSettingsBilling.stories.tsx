import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import {
  accountSettingsAt,
  accountSettingsMeta,
  accountSettingsWith,
  darkStoryOf,
  errorStoryOf,
  expectBusy,
  expectNoSidewaysScroll,
  fieldLabelled,
  findNotice,
  findSection,
  loadingStoryOf,
  putNeverAnswers,
  rightToLeftStoryOf,
} from './accountSettingsStory'

// The admin on the pinned day 2026-03-16: Standard monthly from 2026-03-06, two cards.

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Billing',
  parameters: accountSettingsAt('?tab=billing'),
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

const field = fieldLabelled

/** The plan, the cards and the address; Enterprise yearly chosen, priced and confirmed. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plan = within(await findSection(canvas, 'Current plan'))
    await expect(plan.getByText('Standard', { selector: 'strong' })).toBeVisible()
    await expect(plan.getByText('Renews on Apr 6, 2026 for $49.00')).toBeVisible()
    const cards = within(canvas.getByRole('list', { name: 'Payment methods' }))
    await expect(cards.getAllByRole('listitem')).toHaveLength(2)
    await expect(cards.getByText('Default')).toBeVisible()
    await expect(field(canvas, 'City')).toHaveValue('Lagos')
    await userEvent.selectOptions(plan.getByLabelText('Plan'), 'enterprise')
    await userEvent.selectOptions(plan.getByLabelText('Billing period'), 'yearly')
    await expect(plan.getByText('$926.81')).toBeVisible()
    await expect(plan.getByText('$960.00 a year')).toBeVisible()
    await userEvent.click(plan.getByRole('button', { name: 'Move to Enterprise' }))
    await findNotice(canvas, 'Your plan was changed.')
    await expect(plan.getByText('Enterprise', { selector: 'strong' })).toBeVisible()
    const history = within(canvas.getByRole('region', { name: 'Billing history' }))
    await expect(history.getByText('Enterprise plan (yearly)')).toBeVisible()
  },
}

export const Loading: Story = loadingStoryOf('?tab=billing', 'Current plan')

export const LoadError: Story = errorStoryOf('?tab=billing')

/** Chosen on pricing (`?plan=enterprise&period=yearly`), confirmed; the change is on its way. */
export const Saving: Story = {
  parameters: {
    ...accountSettingsAt('?tab=billing&plan=enterprise&period=yearly'),
    ...accountSettingsWith(putNeverAnswers('/api/subscription')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plan = within(await findSection(canvas, 'Current plan'))
    await expect(plan.getByLabelText('Plan')).toHaveValue('enterprise')
    await expect(plan.getByLabelText('Billing period')).toHaveValue('yearly')
    await userEvent.click(plan.getByRole('button', { name: 'Move to Enterprise' }))
    await expectBusy(plan, 'Move to Enterprise')
  },
}

/** A card number that fails the Luhn check, stopped at its field; the back end's address verdict at its. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSection(canvas, 'Payment methods')
    await userEvent.type(field(canvas, 'Card number'), '4242 4242 4242 4241')
    await userEvent.type(field(canvas, 'Expiry'), '12/20')
    await userEvent.click(canvas.getByRole('button', { name: 'Add card' }))
    await expect(await canvas.findByText('This card number is not valid.')).toBeVisible()
    await expect(canvas.getByText('This card has expired.')).toBeVisible()
    await expect(field(canvas, 'Card number')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(field(canvas, 'City'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }))
    await expect(await canvas.findByText('Enter the city', {}, { timeout: 5000 })).toBeVisible()
    await expect(field(canvas, 'Street')).toHaveValue('14 Admiralty Way')
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await findSection(canvas, 'Payment methods')
    await expect(within(cards).getByRole('button', { name: 'Add card' })).toBeVisible()
    await expectNoSidewaysScroll(cards)
    await expectNoSidewaysScroll(canvas.getByRole('region', { name: 'Billing address' }))
  },
}

export const Dark: Story = darkStoryOf('Current plan', 'Save address')

export const RightToLeftArabic: Story = rightToLeftStoryOf(
  'الفوترة والخطط',
  'الخطة الحالية',
  'إضافة البطاقة',
)
