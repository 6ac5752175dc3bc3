import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { AppLoginScreen } from '../../../src/screens/auth/AppLoginScreen'
import { LoginScreen } from '../../../src/screens/auth/LoginScreen'
import {
  ExpireSessionOnceSignedIn,
  expectShown,
  findReadyButton,
  passwordInput,
} from './authStoryHelpers'

const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  args: { variant: 'basic' },
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/login-basic' } },
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to CEA Dashboard' }),
    ).toBeVisible()
    const demo = within(canvas.getByRole('region', { name: 'Demo accounts' }))
    await expect(demo.getByText('admin@demo.com')).toBeVisible()
    await expect(demo.getByText('client@demo.com')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/register-basic',
    )
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pages/forgot-password-basic',
    )
    // The password can be shown and hidden again.
    await userEvent.type(passwordInput(canvas), 'secret')
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(passwordInput(canvas)).toHaveAttribute('type', 'password')
  },
}

export const Cover: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/pages/login-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to CEA Dashboard' }),
    ).toBeVisible()
    await expect(canvasElement.querySelector('[data-variant="cover"]')).not.toBeNull()
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/pages/register-cover',
    )
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pages/forgot-password-cover',
    )
  },
}

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await findReadyButton(canvas, 'Sign in'))
    await expectShown(canvas, 'Enter your email address')
    await expectShown(canvas, 'Enter your password')
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await expect(email).toHaveFocus()
    await expect(email).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(email, 'amara@')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expectShown(canvas, 'Enter a valid email address, like name@example.com')
    // What the person typed stays.
    await expect(email).toHaveValue('amara@')
  },
}

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/jwt/login', async () => {
            await delay('infinite')
            return HttpResponse.json({})
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the admin account' }))
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveValue('admin@demo.com')
    await expect(passwordInput(canvas)).toHaveValue('admin')
    await userEvent.click(await findReadyButton(canvas, 'Sign in'))
    const busy = await canvas.findByRole('button', { name: 'Signing in…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await userEvent.type(email, 'admin@demo.com')
    await userEvent.type(passwordInput(canvas), 'not-the-password')
    await userEvent.click(await findReadyButton(canvas, 'Sign in'))
    await expectShown(canvas, 'Email or Password is Invalid')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Email or Password is Invalid/)
    // Typing again clears the server's verdict and keeps the text.
    await userEvent.type(passwordInput(canvas), '!')
    await waitFor(() => expect(canvas.queryByText('Email or Password is Invalid')).toBeNull())
    await expect(email).toHaveValue('admin@demo.com')
  },
}

export const ServerUnreachable: Story = {
  parameters: {
    msw: { handlers: { auth: [http.post('*/jwt/login', () => HttpResponse.error())] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the client account' }))
    await userEvent.click(await findReadyButton(canvas, 'Sign in'))
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't sign you in" }),
    ).toBeVisible()
    await expect(canvas.getByText(/The server could not be reached/)).toBeVisible()
  },
}

export const SignedIn: Story = {
  args: { onSignedIn: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the client account' }))
    await userEvent.click(await findReadyButton(canvas, 'Sign in'))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Signed in as Jonas Lindqvist',
    )
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull()
    await expect(args.onSignedIn).toHaveBeenCalledTimes(1)
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'client@demo.com', role: 'client' }),
    )
  },
}

export const SessionExpired: Story = {
  globals: { role: 'client' },
  decorators: [
    (Story) => (
      <ExpireSessionOnceSignedIn>
        <Story />
      </ExpireSessionOnceSignedIn>
    ),
  ],
  parameters: {
    msw: {
      handlers: {
        users: [
          http.get('*/api/users/list/all-data', () =>
            HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
          ),
        ],
        auth: [
          http.post('*/jwt/refresh-token', () =>
            HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', {
        name: 'Your session has expired. Please sign in again.',
      }),
    ).toBeVisible()
    await expect(await findReadyButton(canvas, 'Sign in')).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  globals: { role: 'signed-out', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'مرحبًا بك في CEA Dashboard' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await userEvent.click(canvas.getByRole('button', { name: 'استخدام حساب المسؤول' }))
    await expect(canvas.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveValue(
      'admin@demo.com',
    )
    await userEvent.clear(passwordInput(canvas, 'كلمة المرور'))
    await userEvent.click(await findReadyButton(canvas, 'تسجيل الدخول'))
    await expectShown(canvas, 'أدخل كلمة المرور')
  },
}

export const DarkSkin: Story = {
  args: { variant: 'cover' },
  globals: { role: 'signed-out', skin: 'dark' },
  parameters: { router: { initialEntry: '/pages/login-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Welcome to CEA Dashboard',
    })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

/** The app's own /login: the cover page, linking to /register and the cover forgot-password page. */
export const AppLogin: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/login' } },
  render: () => <AppLoginScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome to CEA Dashboard' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pages/forgot-password-cover',
    )
  },
}
