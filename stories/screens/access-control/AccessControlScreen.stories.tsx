import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AccessControlScreen } from '../../../src/screens/access-control/AccessControlScreen'

const meta = {
  title: 'Screens/Access control/Access control',
  component: AccessControlScreen,
  parameters: { router: { initialEntry: '/access-control' } },
} satisfies Meta<typeof AccessControlScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The admin (manage all): both demonstration cards, every area open, nothing denied. */
export const AsAdmin: Story = {
  globals: { role: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Access control' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Signed in as Amara Okafor' }),
    ).toBeVisible()
    await expect(canvas.getByText('Role: Administrator')).toBeVisible()

    const rules = canvas.getByRole('table', { name: 'Rules of your ability' })
    const rows = within(rules).getAllByRole('row')
    await expect(rows).toHaveLength(2)
    await expect(rows[1]).toHaveTextContent(/manage.*any action/)
    await expect(rows[1]).toHaveTextContent(/all.*every subject/)

    await expect(
      canvas.getByRole('article', { name: 'Readers of access control' }),
    ).toHaveTextContent('You can see this card because you may read ACL.')
    await expect(canvas.getByRole('article', { name: 'Administrators only' })).toHaveTextContent(
      /Admins can manage everything/,
    )

    const may = canvas.getByRole('list', { name: 'This role may open' })
    await expect(within(may).getAllByRole('listitem')).toHaveLength(17)
    await expect(within(may).getByText('Email').closest('li')).toHaveTextContent('Full access')
    await expect(
      canvas.getByText('Nothing is off limits: this role may manage every area.'),
    ).toBeVisible()
  },
}

/** The client (read ACL, read Auth): only the reader's card, two areas in view-only. */
export const AsClient: Story = {
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Signed in as Jonas Lindqvist' }),
    ).toBeVisible()
    await expect(canvas.getByText('Role: Client')).toBeVisible()

    const rules = canvas.getByRole('table', { name: 'Rules of your ability' })
    const rows = within(rules).getAllByRole('row')
    await expect(rows).toHaveLength(3)
    await expect(rows[1]).toHaveTextContent(/read.*view.*ACL.*Access control/)
    await expect(rows[2]).toHaveTextContent(/read.*view.*Auth.*Sign-in and account pages/)

    await expect(canvas.getByRole('article', { name: 'Readers of access control' })).toBeVisible()
    await expect(canvas.queryByRole('article', { name: 'Administrators only' })).toBeNull()
    await expect(canvas.queryByText(/Admins can manage everything/)).toBeNull()

    const may = canvas.getByRole('list', { name: 'This role may open' })
    const allowed = within(may).getAllByRole('listitem')
    await expect(allowed).toHaveLength(2)
    await expect(allowed[0]).toHaveTextContent(/Access control.*View only/)
    const mayNot = canvas.getByRole('list', { name: 'This role may not open' })
    await expect(within(mayNot).getByText('Email')).toBeVisible()
    await expect(within(mayNot).getByText('Roles and permissions')).toBeVisible()
    await expect(within(mayNot).getAllByRole('listitem')).toHaveLength(15)
  },
}

/** Reached without a session (the route guard normally prevents it): a way to sign in. */
export const SignedOut: Story = {
  globals: { role: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sign in to see what your role may do.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const DarkSkin: Story = {
  globals: { role: 'client', skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Access control' })
    await expect(heading.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(
      await canvas.findByRole('article', { name: 'Readers of access control' }),
    ).toBeVisible()
  },
}

export const French: Story = {
  globals: { role: 'client', lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Contrôle d'accès" }),
    ).toBeVisible()
    await expect(canvas.getByText('Rôle : Client')).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Règles de vos capacités' })).toBeVisible()
    await expect(
      canvas.getByText('Vous voyez cette carte parce que vous pouvez lire ACL.'),
    ).toBeVisible()
  },
}

export const ArabicRightToLeft: Story = {
  globals: { role: 'admin', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'التحكم في الوصول' }),
    ).toBeVisible()
    await expect(canvas.getByRole('article', { name: 'للمسؤولين فقط' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
