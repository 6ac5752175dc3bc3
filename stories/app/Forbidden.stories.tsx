import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { Route, Routes } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { MainLayout } from '../../src/app/layouts/MainLayout'
import { navigation } from '../../src/app/navigation'
import { NotAuthorizedRoute } from '../../src/app/routing/NotAuthorizedRoute'
import { RequireAccess } from '../../src/app/routing/RequireAccess'
import { PermissionsScreen } from '../../src/screens/permissions/PermissionsScreen'
import { RolesScreen } from '../../src/screens/roles/RolesScreen'
import { UsersListScreen } from '../../src/screens/users/UsersListScreen'
import { CurrentAddress, expectAddress } from '../screens/email/emailStory'

// The admin-only pages of users, roles and permissions behind the app's own route guard, with
// each route's access taken from the navigation table: a client is sent to the not-authorized
// page and the menu does not offer them.

const guardedScreens: Record<string, ReactNode> = {
  'user-list': <UsersListScreen />,
  permissions: <PermissionsScreen />,
  roles: <RolesScreen />,
}

function GuardedAdminPages() {
  return (
    <>
      <Routes>
        <Route element={<MainLayout />}>
          {navigation
            .filter((item) => item.id in guardedScreens)
            .map((item) => (
              <Route
                key={item.id}
                path={item.path}
                element={
                  <RequireAccess access={item.access}>{guardedScreens[item.id]}</RequireAccess>
                }
              />
            ))}
        </Route>
        <Route path="/misc/not-authorized" element={<NotAuthorizedRoute />} />
      </Routes>
      <CurrentAddress />
    </>
  )
}

const meta = {
  title: 'App/Forbidden',
  component: GuardedAdminPages,
  globals: { role: 'client' },
} satisfies Meta<typeof GuardedAdminPages>

export default meta
type Story = StoryObj<typeof meta>

/** A client lands on the not-authorized page: no table of the admin page is rendered. */
const playForbidden: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement)
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'You are not authorized' }),
  ).toBeVisible()
  await expectAddress(canvas, '/misc/not-authorized')
  await expect(canvas.queryByRole('table')).toBeNull()
}

export const ClientOpensUsers: Story = {
  parameters: { router: { initialEntry: '/apps/user/list' } },
  play: playForbidden,
}

export const ClientOpensPermissions: Story = {
  parameters: { router: { initialEntry: '/apps/permissions' } },
  play: playForbidden,
}

export const ClientOpensRoles: Story = {
  parameters: { router: { initialEntry: '/apps/roles' } },
  play: playForbidden,
}

/** The same guard lets the admin in. */
export const AdminOpensRoles: Story = {
  globals: { role: 'admin' },
  parameters: { router: { initialEntry: '/apps/roles' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
    await expect(await canvas.findByRole('listitem', { name: 'Manager' })).toBeVisible()
    await expectAddress(canvas, '/apps/roles')
  },
}
