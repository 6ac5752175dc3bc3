import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { AppRegisterScreen } from '../../../src/screens/auth/AppRegisterScreen'
import { RegisterScreen } from '../../../src/screens/auth/RegisterScreen'
import { expectShown, findReadyButton, passwordInput } from './authStoryHelpers'

const meta = {
  title: 'Screens/Auth/Register',
  component: RegisterScreen,
  args: { variant: 'basic' },
  globals: { role: 'signed-out' },
  parameters: { router: { initialEntry: '/pages/register-basic' } },
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

async function fillForm(
  canvas: Canvas,
  { username, email, password }: { username: string; email: string; password: string },
) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), username)
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), email)
  await userEvent.type(passwordInput(canvas), password)
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'I agree to the privacy policy & terms' }),
  )
}

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Adventure starts here' }),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveValue('')
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(
      'Use 8 or more characters with a mix of letters, numbers and symbols.',
    )
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to the privacy policy & terms' }),
    ).not.toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    )
  },
}

export const Cover: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/pages/register-cover' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Adventure starts here' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/pages/login-cover',
    )
  },
}

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await findReadyButton(canvas, 'Sign up'))
    await expectShown(canvas, 'Choose a username')
    await expectShown(canvas, 'Enter your email address')
    await expectShown(canvas, 'Enter a password')
    await expectShown(canvas, 'Accept the privacy policy & terms to continue')
    const username = canvas.getByRole('textbox', { name: /Username/ })
    await expect(username).toHaveFocus()
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to the privacy policy & terms' }),
    ).toHaveAccessibleDescription('Accept the privacy policy & terms to continue')

    // Messages follow what is typed; the text stays.
    await userEvent.type(username, 'a b')
    await expectShown(canvas, 'Use only letters, digits, dots, dashes and underscores')
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'new@demo')
    await expectShown(canvas, 'Enter a valid email address, like name@example.com')
    await userEvent.type(passwordInput(canvas), 'short')
    await expectShown(canvas, 'Use at least 8 characters')
    await expect(username).toHaveValue('a b')
  },
}

export const PasswordStrength: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const password = passwordInput(canvas)
    await userEvent.type(password, 'abcdefgh')
    await expect(password).toHaveAccessibleDescription('Password strength: weak')
    await userEvent.type(password, '1')
    await expect(password).toHaveAccessibleDescription('Password strength: fair')
    await userEvent.type(password, 'X!yz')
    await expect(password).toHaveAccessibleDescription('Password strength: strong')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(password).toHaveAttribute('type', 'text')
  },
}

export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post('*/jwt/register', async () => {
            await delay('infinite')
            return HttpResponse.json({})
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillForm(canvas, {
      username: 'lena.fischer',
      email: 'lena@demo.com',
      password: 'Cobalt-Harbor-42',
    })
    await userEvent.click(await findReadyButton(canvas, 'Sign up'))
    const busy = await canvas.findByRole('button', { name: 'Creating your account…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
  },
}

export const DuplicateAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillForm(canvas, {
      username: 'amara.okafor',
      email: 'admin@demo.com',
      password: 'Cobalt-Harbor-42',
    })
    await userEvent.click(await findReadyButton(canvas, 'Sign up'))
    await expectShown(canvas, 'This email is already in use.')
    await expectShown(canvas, 'This username is already in use.')
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(canvas.getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(
      /This username is already in use\./,
    )
  },
}

export const AccountCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillForm(canvas, {
      username: 'lena.fischer',
      email: 'lena@demo.com',
      password: 'Cobalt-Harbor-42',
    })
    await userEvent.click(await findReadyButton(canvas, 'Sign up'))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Signed in as lena.fischer')
    await expect(canvas.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible()
  },
}

/** The app's own /register: the cover page, linking back to /login. */
export const AppRegister: Story = {
  args: { variant: 'cover' },
  parameters: { router: { initialEntry: '/register' } },
  render: () => <AppRegisterScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Adventure starts here' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      '/login',
    )
  },
}

export const French: Story = {
  globals: { role: 'signed-out', lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "L'aventure commence ici" }),
    ).toBeVisible()
    await userEvent.click(await findReadyButton(canvas, "S'inscrire"))
    await expectShown(canvas, "Choisissez un nom d'utilisateur")
  },
}
