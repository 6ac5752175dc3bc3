import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountSettingsScenarios } from '../../../src/mocks/handlers/account/accountSettingsGroup'
import type { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import {
  accountSettingsMeta,
  accountSettingsWith,
  findNotice,
  findProfile,
  neverAnswers,
  readsFailing,
} from './accountSettingsStory'

const meta = {
  ...accountSettingsMeta,
  title: 'Screens/Account settings/Account',
} satisfies Meta<typeof AccountSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const field = (canvas: Canvas, label: string) => canvas.getByLabelText(new RegExp(`^${label}`))

/** The signed-in account's details, filled in; a changed name is saved. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProfile(canvas)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('img', { name: 'Your avatar' })).toBeVisible()
    await expect(field(canvas, 'Email')).toHaveValue('admin@demo.com')
    await expect(field(canvas, 'Country')).toHaveValue('Nigeria')
    await userEvent.clear(field(canvas, 'Full name'))
    await userEvent.type(field(canvas, 'Full name'), 'Amara N. Okafor')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await findNotice(canvas, 'Your profile was saved.')
    await expect(field(canvas, 'Full name')).toHaveValue('Amara N. Okafor')
  },
}

/** Nothing has answered yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { accountSettings: accountSettingsScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading your account settings')).toBeInTheDocument()
    await expect(canvas.queryByRole('navigation', { name: 'Account settings' })).toBeNull()
  },
}

/** The settings could not be loaded; Try again loads them. */
const settingsReads = readsFailing()

export const LoadError: Story = {
  parameters: accountSettingsWith(settingsReads.handler),
  beforeEach: () => settingsReads.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your account settings could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible()
    settingsReads.recover()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await findProfile(canvas)
  },
}

export const Saving: Story = {
  parameters: accountSettingsWith(neverAnswers('/account-setting/data')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProfile(canvas)
    await userEvent.type(field(canvas, 'Company'), ' Group')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^Save changes/ })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
  },
}

/** The form's own checks, then the back end's (a username another account has), at their fields. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findProfile(canvas)
    await userEvent.clear(field(canvas, 'Full name'))
    await userEvent.clear(field(canvas, 'Email'))
    await userEvent.type(field(canvas, 'Email'), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(field(canvas, 'Full name')).toHaveAccessibleDescription('This field is required.')
    await expect(field(canvas, 'Email')).toHaveAccessibleDescription(
      'This is not in the expected format.',
    )
    await userEvent.type(field(canvas, 'Full name'), 'Amara Okafor')
    await userEvent.clear(field(canvas, 'Email'))
    await userEvent.type(field(canvas, 'Email'), 'admin@demo.com')
    await userEvent.clear(field(canvas, 'Username'))
    await userEvent.type(field(canvas, 'Username'), 'jonas.lindqvist')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(
      () =>
        expect(field(canvas, 'Username')).toHaveAccessibleDescription(
          'This username is already in use.',
        ),
      { timeout: 5000 },
    )
    // What was typed stays.
    await expect(field(canvas, 'Username')).toHaveValue('jonas.lindqvist')
  },
}
