// Shared by the navbar screen stories: the provider, the not-yet-registered
// notifications handlers, and a line showing where the router went.
import type { Decorator } from '@storybook/react-vite'
import { useLocation } from 'react-router-dom'
import { notificationsHandlers } from '../../../src/mocks/handlers/notifications'
import { NavbarProvider } from '../../../src/screens/navbar/NavbarProvider'

/** Starts the navbar machines around the story, inside the global auth provider. */
export const withNavbar: Decorator = (Story) => (
  <NavbarProvider>
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: 16 }}>
      <Story />
    </div>
  </NavbarProvider>
)

/** Until src/mocks/allHandlers.ts registers the group, the stories bring it. */
export const navbarMsw = { notifications: notificationsHandlers }

/** Shows the router's current path, so a play can see a navigation happen. */
export function CurrentPath() {
  const location = useLocation()
  return (
    <p style={{ padding: '0 16px' }}>
      Current page: <output aria-label="Current page">{location.pathname + location.search}</output>
    </p>
  )
}
