import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EmailScreen } from '../../../src/screens/email/EmailScreen'
import {
  expectAddress,
  findRows,
  MailboxStory,
  mailboxAt,
  rowOf,
  storyOptions,
} from '../../screens/email/emailStory'

const meta = {
  title: 'Flows/Email/Triage an email',
  component: EmailScreen,
  args: { options: storyOptions },
  render: (args) => <MailboxStory {...args} />,
  parameters: mailboxAt(),
} satisfies Meta<typeof EmailScreen>

export default meta
type Story = StoryObj<typeof meta>

const subject = 'Updated brand guidelines and icon set'

/** Open an email, star it, label it, move it to trash, undo: it is back, starred and labelled. */
export const StarLabelTrashUndo: Story = {
  name: 'Star, label, trash and undo',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const page = within(document.body)
    let email: HTMLElement = canvasElement

    await step('Open the email from the inbox', async () => {
      const list = await findRows(canvas, 'Inbox, emails: 20')
      await expect(
        within(rowOf(list, subject)).getByRole('button', { name: `Star “${subject}”` }),
      ).toBeVisible()
      await userEvent.click(within(rowOf(list, subject)).getByRole('link'))
      await canvas.findByRole('heading', { level: 2, name: subject })
      email = canvas.getByRole('article', { name: subject })
      await expectAddress(canvas, '/apps/email?email=2')
    })

    const actions = () =>
      within(within(email).getByRole('toolbar', { name: 'Actions on this email' }))

    await step('Star it', async () => {
      await userEvent.click(actions().getByRole('button', { name: 'Star' }))
      await expect(actions().getByRole('button', { name: 'Remove star' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    })

    await step('Add the Important label', async () => {
      await userEvent.click(actions().getByRole('button', { name: 'Label' }))
      const important = await page.findByRole('menuitemcheckbox', { name: 'Important' })
      await expect(important).toHaveAttribute('aria-checked', 'false')
      await expect(page.getByRole('menuitemcheckbox', { name: 'Company' })).toHaveAttribute(
        'aria-checked',
        'true',
      )
      await userEvent.click(important)
      await waitFor(() => expect(within(email).getByText('Important')).toBeVisible())
      // Choosing closes the menu.
      await waitFor(() => expect(page.queryByRole('menu')).toBeNull())
    })

    await step('Move it to trash: the inbox shows, with Undo', async () => {
      await userEvent.click(actions().getByRole('button', { name: 'Move to trash' }))
      const list = await findRows(canvas, 'Inbox, emails: 19')
      await expect(within(list).queryByText(subject)).toBeNull()
      await expect(await canvas.findByText('Moved to trash: 1')).toBeVisible()
      await expectAddress(canvas, '/apps/email')
    })

    await step('Undo: back in the inbox, starred and labelled', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Undo' }))
      await expect(await canvas.findByText('Restored: 1')).toBeVisible()
      const list = await findRows(canvas, 'Inbox, emails: 20')
      const row = within(rowOf(list, subject))
      await expect(row.getByRole('button', { name: `Remove star from “${subject}”` })).toBeVisible()
      await expect(row.getByText('Company')).toBeVisible()
      await expect(row.getByText('Important')).toBeVisible()
    })

    await step('Open it again: the server kept the star and the label', async () => {
      await userEvent.click(
        within(rowOf(await findRows(canvas, 'Inbox, emails: 20'), subject)).getByRole('link'),
      )
      await canvas.findByRole('heading', { level: 2, name: subject })
      email = canvas.getByRole('article', { name: subject })
      await expect(within(email).getByText('Important')).toBeVisible()
      await expect(actions().getByRole('button', { name: 'Remove star' })).toBeVisible()
    })
  },
}
