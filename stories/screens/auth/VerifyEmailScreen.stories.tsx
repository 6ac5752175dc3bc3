import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { verifyEmailMachine } from '../../../src/machines/auth/verifyEmailMachine'
import { VerifyEmailScreen } from '../../../src/screens/auth/VerifyEmailScreen'
import { instantActor, pendingActor } from './authStoryHelpers'

const instantMachine = verifyEmailMachine.provide({
  actors: { submitVerificationEmail: instantActor() },
})
const pendingMachine = verifyEmailMachine.provide({
  actors: { submitVerificationEmail: pendingActor() },
})

const meta = {
  title: 'Screens/Auth/Verify Email',
  component: VerifyEmailScreen,
  args: { variant: 'basic' },
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/verify-email-basic' } },
  // The flow answers at once in stories; Sending waits forever.
  render: (args) => <VerifyEmailScreen {...args} machine={instantMachine} />,
} satisfies Meta<typeof VerifyEmailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Nobody is signed in: the page shows a masked example address. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verify your email' }),
    ).toBeVisible()
    await expect(canvas.getByText('h•••••@example.com')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled()
  },
}

/** Signed in (cover variant): the account's own address. */
export const SignedInCover: Story = {
  args: { variant: 'cover' },
  globals: { role: 'admin' },
  parameters: { router: { initialEntry: '/pages/verify-email-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('admin@demo.com')).toBeVisible()
    await expect(canvas.queryByText('h•••••@example.com')).toBeNull()
  },
}

export const Sending: Story = {
  render: (args) => <VerifyEmailScreen {...args} machine={pendingMachine} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend' }))
    const busy = await canvas.findByRole('button', { name: 'Sending…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const SentWithCooldown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A new activation link is on its way.',
    )
    const cooling = canvas.getByRole('button', { name: /^Resend in \d+ s$/ })
    await expect(cooling).toBeDisabled()
    await expect(cooling).toHaveAccessibleName(/Resend in (30|29) s/)
  },
}

/** A short cooldown runs out and "Resend" is offered again. */
export const CooldownEnds: Story = {
  args: { cooldownSeconds: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend' }))
    await expect(await canvas.findByRole('button', { name: 'Resend in 2 s' })).toBeDisabled()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled(), {
      timeout: 4000,
    })
  },
}

export const Portuguese: Story = {
  globals: { role: 'signed-out', lang: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Confirme o seu e-mail' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ignorar por agora' })).toBeVisible()
  },
}
