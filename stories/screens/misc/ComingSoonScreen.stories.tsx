import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ComingSoonScreen } from '../../../src/screens/misc/ComingSoonScreen'

/** The pinned day of every story: the launch is 30 days later, on 15 April 2026. */
const referenceDate = new Date(2026, 2, 16)

const meta = {
  title: 'Screens/Misc/Coming soon',
  component: ComingSoonScreen,
  parameters: { router: { initialEntry: '/misc/coming-soon' } },
  args: { referenceDate, submitSubscription: fn(async () => undefined) },
} satisfies Meta<typeof ComingSoonScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Countdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We are launching soon' }),
    ).toBeVisible()
    await expect(canvas.getByText('Launch day: April 15, 2026')).toBeVisible()
    const timer = canvas.getByRole('timer', { name: 'Time left until launch' })
    await expect(timer).toHaveTextContent(/(29|30) days/)
    await expect(timer).toHaveTextContent(/hours.*minutes.*seconds/)
    // It is live: the seconds move on.
    const first = timer.textContent
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 })
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Notify me' })).toBeEnabled()
  },
}

export const EmptyEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Notify me' }))
    const email = canvas.getByRole('textbox', { name: 'Email address' })
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(canvas.getByText('Enter your email address.')).toBeVisible())
    await expect(args.submitSubscription).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Email address' })
    await userEvent.type(email, 'ana@example')
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }))
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Enter a valid email address, like name@example.com.',
      ),
    )
    await expect(args.submitSubscription).not.toHaveBeenCalled()
    // Typing again clears the message.
    await userEvent.type(email, '.com')
    await expect(
      canvas.queryByText('Enter a valid email address, like name@example.com.'),
    ).toBeNull()
  },
}

export const Submitting: Story = {
  args: { submitSubscription: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email address' }),
      'ana@example.com',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }))
    await expect(args.submitSubscription).toHaveBeenCalledWith({ email: 'ana@example.com' })
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Notify me/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    )
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('readonly')
  },
}

export const Subscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Email address' }),
      'ana@example.com',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }))
    const status = await canvas.findByRole('status')
    await waitFor(() =>
      expect(status).toHaveTextContent("Thanks — we'll write to ana@example.com at launch"),
    )
    await expect(args.submitSubscription).toHaveBeenCalledWith({ email: 'ana@example.com' })
    await expect(canvas.queryByRole('button', { name: 'Notify me' })).toBeNull()
  },
}

export const SubmitFailed: Story = {
  args: { submitSubscription: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = await canvas.findByRole('textbox', { name: 'Email address' })
    await userEvent.type(email, 'ana@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }))
    await expect(
      await canvas.findByText("We couldn't save your address just now. Please try again."),
    ).toBeVisible()
    await expect(email).toHaveValue('ana@example.com')
    await expect(canvas.getByRole('button', { name: 'Notify me' })).toBeEnabled()
  },
}

export const DarkSkin: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: 'We are launching soon' })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const French: Story = {
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Lancement imminent' }),
    ).toBeVisible()
    await expect(canvas.getByText('Jour du lancement : 15 avril 2026')).toBeVisible()
    await expect(canvas.getByRole('timer')).toHaveTextContent(/jours/)
    await userEvent.click(canvas.getByRole('button', { name: 'Me prévenir' }))
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAccessibleDescription(
        'Saisissez votre adresse e-mail.',
      ),
    )
  },
}

export const ArabicRightToLeft: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'سنطلق قريبًا' }),
    ).toBeVisible()
    await expect(canvas.getByRole('timer', { name: 'الوقت المتبقي حتى الإطلاق' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'أعلمني' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
