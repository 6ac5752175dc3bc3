import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UsersListScreen } from '../../../src/screens/users/UsersListScreen'
import {
  addUserNeverAnswers,
  expectStats,
  field,
  fillNewUser,
  openAddUser,
  submitButton,
  usersMeta,
  usersWith,
} from './usersStory'

const meta = {
  ...usersMeta,
  title: 'Screens/Users/Add user',
} satisfies Meta<typeof UsersListScreen>

export default meta
type Story = StoryObj<typeof meta>

const textFields = ['Full name', 'Username', 'Email', 'Contact', 'Company', 'Country']
const required = 'This field is required.'

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(within(canvasElement))
    const drawer = within(dialog)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (const label of textFields) {
      await expect(field(drawer, label)).toHaveValue('')
      await expect(field(drawer, label)).toBeRequired()
      await expect(field(drawer, label)).not.toHaveAttribute('aria-invalid')
    }
    await expect(field(drawer, 'Email')).toHaveAttribute('type', 'email')
    await expect(field(drawer, 'Role')).toHaveDisplayValue('Choose…')
    await expect(field(drawer, 'Plan')).toHaveDisplayValue('Choose…')
    await expect(drawer.getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await expect(submitButton(drawer)).toBeEnabled()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(within(canvasElement))
    const drawer = within(dialog)
    await userEvent.click(submitButton(drawer))
    for (const label of textFields) {
      await expect(field(drawer, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(drawer, label)).toHaveAccessibleDescription(required)
    }
    for (const label of ['Role', 'Plan'])
      await expect(field(drawer, label)).toHaveAccessibleDescription(required)
    // A field's message goes as it is changed; a bad address has its own on the next try.
    await userEvent.type(field(drawer, 'Email'), 'lena@')
    await expect(field(drawer, 'Email')).not.toHaveAttribute('aria-invalid')
    await expect(field(drawer, 'Full name')).toHaveAccessibleDescription(required)
    await userEvent.click(submitButton(drawer))
    await expect(field(drawer, 'Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    )
    await expect(field(drawer, 'Email')).toHaveValue('lena@')
    // Nothing was sent: the drawer is still open.
    await expect(dialog).toBeVisible()
  },
}

export const TakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(within(canvasElement))
    const drawer = within(dialog)
    await fillNewUser(drawer, { Email: 'lena.fischer@brightwave-analytics.com' })
    await userEvent.click(submitButton(drawer))
    // The back end's answer (400), at its field; everything typed stays.
    await waitFor(
      () =>
        expect(field(drawer, 'Email')).toHaveAccessibleDescription('This email is already in use.'),
      { timeout: 5000 },
    )
    await expect(field(drawer, 'Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(drawer, 'Email')).toHaveValue('lena.fischer@brightwave-analytics.com')
    await expect(field(drawer, 'Full name')).toHaveValue('Ines Carvalho')
    await expect(field(drawer, 'Username')).toHaveValue('ines.carvalho')
    await expect(field(drawer, 'Full name')).not.toHaveAttribute('aria-invalid')
    await expect(field(drawer, 'Role')).toHaveDisplayValue('Editor')
    await expect(field(drawer, 'Plan')).toHaveDisplayValue('Team')
    await expect(submitButton(drawer)).toBeEnabled()
  },
}

export const Saving: Story = {
  parameters: usersWith(addUserNeverAnswers),
  play: async ({ canvasElement }) => {
    const dialog = await openAddUser(within(canvasElement))
    const drawer = within(dialog)
    await fillNewUser(drawer)
    await userEvent.click(submitButton(drawer))
    // Primer's loading button: it stays focusable but will not submit again, and says it is busy.
    await waitFor(() => expect(submitButton(drawer)).toHaveAttribute('aria-disabled', 'true'))
    await expect(submitButton(drawer)).toHaveAccessibleDescription('Saving')
    await expect(field(drawer, 'Full name')).toHaveValue('Ines Carvalho')
    await expect(dialog).toBeVisible()
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await openAddUser(canvas)
    const drawer = within(dialog)
    await fillNewUser(drawer)
    await userEvent.click(submitButton(drawer))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: 5000,
    })
    await expect(await canvas.findByText('Ines Carvalho was added.')).toBeVisible()
    await expectStats(canvas, { 'Total users': 51, 'Active users': 27 })
    await expect(canvas.getByText('Showing 1 to 10 of 51')).toBeVisible()
    // Focus is back on the button that opened the drawer.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add user' })).toHaveFocus())
  },
}
