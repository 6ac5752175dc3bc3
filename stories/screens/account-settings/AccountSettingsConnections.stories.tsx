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
  neverAnswers,
  rightToLeftStoryOf,
} from './accountSettingsStory'

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Connections',
  parameters: accountSettingsAt('?tab=connections'),
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

const field = fieldLabelled

/** Twitter and Google connected; GitHub connected from here and kept. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const connected = within(await findSection(canvas, 'Connected accounts'))
    await expect(connected.getByRole('button', { name: 'Disconnect Twitter' })).toBeVisible()
    await expect(field(canvas, 'LinkedIn')).toHaveValue(
      'https://www.linkedin.com/in/amara-okafor-ops',
    )
    await userEvent.click(connected.getByRole('button', { name: 'Connect GitHub' }))
    await findNotice(canvas, 'Your connected accounts were updated.')
    await expect(connected.getByRole('button', { name: 'Disconnect GitHub' })).toBeVisible()
    await expect(connected.getByText('amara.okafor')).toBeVisible()
  },
}

export const Loading: Story = loadingStoryOf('?tab=connections', 'Social links')

export const LoadError: Story = errorStoryOf('?tab=connections')

export const Saving: Story = {
  parameters: {
    ...accountSettingsAt('?tab=connections'),
    ...accountSettingsWith(neverAnswers('/account-setting/data')),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSection(canvas, 'Social links')
    await userEvent.type(field(canvas, 'Quora'), 'https://www.quora.com/profile/Amara')
    await userEvent.click(canvas.getByRole('button', { name: 'Save links' }))
    await expectBusy(canvas, 'Save links')
  },
}

/** A link that is not an http(s) address is stopped at its field, and what was typed stays. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findSection(canvas, 'Social links')
    await userEvent.type(field(canvas, 'Facebook'), 'facebook.com/amara')
    await userEvent.click(canvas.getByRole('button', { name: 'Save links' }))
    await expect(
      await canvas.findByText(
        'Enter an address starting with http:// or https://, or leave it empty.',
      ),
    ).toBeVisible()
    await expect(field(canvas, 'Facebook')).toHaveValue('facebook.com/amara')
    await expect(field(canvas, 'Facebook')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const connected = await findSection(canvas, 'Connected accounts')
    await expectNoSidewaysScroll(connected)
    await expectNoSidewaysScroll(canvas.getByRole('region', { name: 'Social links' }))
  },
}

export const Dark: Story = darkStoryOf('Social links', 'Connect GitHub')

export const RightToLeftArabic: Story = rightToLeftStoryOf(
  'الاتصالات',
  'الحسابات المرتبطة',
  'ربط GitHub',
)
