import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { UserViewScreen } from '../../../src/screens/user-view/UserViewScreen'
import { findDialog, findNotice, findUserCard, userViewMeta } from './userViewStory'

const meta = {
  ...userViewMeta,
  title: 'Screens/Users/User view card',
} satisfies Meta<typeof UserViewScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function openEdit(canvas: Canvas) {
  const card = within(await findUserCard(canvas))
  await userEvent.click(card.getByRole('button', { name: 'Edit' }))
  return within(await findDialog('Edit user information'))
}

const noDialog = () =>
  waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), { timeout: 5000 })

export const EditInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement))
    const name = dialog.getByRole('textbox', { name: 'Full name' })
    await expect(name).toHaveValue('Lena Fischer')
    await userEvent.clear(name)
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Email' }))
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'lena@')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    await expect(name).toHaveAccessibleDescription('This field is required.')
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    )
    await expect(dialog.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute(
      'aria-invalid',
    )
  },
}

export const EditTakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement))
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await userEvent.clear(email)
    await userEvent.paste('tomasz.nowak@kestrel-logistics.com')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    await waitFor(
      () => expect(email).toHaveAccessibleDescription('This email is already in use.'),
      { timeout: 5000 },
    )
    await expect(email).toHaveValue('tomasz.nowak@kestrel-logistics.com')
    await expect(dialog.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute(
      'aria-invalid',
    )
  },
}

export const EditSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const dialog = await openEdit(canvas)
    const contact = dialog.getByRole('textbox', { name: 'Contact' })
    await userEvent.clear(contact)
    await userEvent.paste('+49 30 1234 5678')
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }))
    await noDialog()
    await findNotice(canvas, "The user's details were saved.")
    const card = within(await findUserCard(canvas))
    await expect(card.getByText('+49 30 1234 5678')).toBeVisible()
    // The timeline says so, after the refetch.
    await expect(await canvas.findByText('Profile updated', {}, { timeout: 5000 })).toBeVisible()
    await waitFor(() => expect(card.getByRole('button', { name: 'Edit' })).toHaveFocus())
  },
}

export const SuspendConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = within(await findUserCard(canvas))
    await userEvent.click(card.getByRole('button', { name: 'Suspend' }))
    const confirm = within(await findDialog('Suspend this user?', 'alertdialog'))
    await expect(
      confirm.getByText('Lena Fischer will be marked inactive until someone activates them again.'),
    ).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Suspend' }))
    await findNotice(canvas, 'The user was suspended.')
    await expect(card.getByText('Inactive', { selector: 'span' })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Activate' })).toBeVisible()
  },
}

export const UpgradePlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findUserCard(canvas)
    const planCard = within(canvas.getByRole('region', { name: 'Current plan' }))
    await userEvent.click(planCard.getByRole('button', { name: 'Upgrade plan' }))
    const dialog = within(await findDialog('Upgrade plan'))
    await expect(dialog.getByRole('radio', { name: /^Enterprise/ })).toBeChecked()
    await userEvent.click(dialog.getByRole('button', { name: 'Change plan' }))
    // Primer's validation message is also copied into a live region: the first is the one shown.
    const [message] = await dialog.findAllByText('Choose a plan other than the current one.')
    await expect(message).toBeVisible()
    await userEvent.click(dialog.getByRole('radio', { name: /^Company/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Change plan' }))
    await noDialog()
    await findNotice(canvas, 'The plan was changed.')
    await expect(planCard.getByText('$49')).toBeVisible()
    await expect(planCard.getByText('30 of 30 days left')).toBeVisible()
  },
}
