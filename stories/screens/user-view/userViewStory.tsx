// Shared by the user view stories: where the screen is mounted, handler overrides, and the
// queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import type { within } from 'storybook/test'
import { expect, userEvent, waitFor } from 'storybook/test'
import { usersHandlers } from '../../../src/mocks/handlers/users'
import { UserViewScreen } from '../../../src/screens/user-view/UserViewScreen'
import { CurrentAddress, findDialog } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

export const userViewPattern = '/apps/user/view/:id'

/** The router parameters of a story that opens user `id` at `search` (e.g. `?tab=security`). */
export const userViewAt = (id: number | string = 1, search = '') => ({
  router: { initialEntry: `/apps/user/view/${id}${search}`, path: userViewPattern },
})

/** The user view with the address line, as every user view story renders it. */
export function UserViewStory() {
  return (
    <div style={{ padding: 16 }}>
      <UserViewScreen />
      <CurrentAddress />
    </div>
  )
}

/** What every user view story file's meta shares: Lena Fischer (id 1) at her page. */
export const userViewMeta = {
  component: UserViewScreen,
  render: () => <UserViewStory />,
  parameters: userViewAt(),
} satisfies Meta<typeof UserViewScreen>

/** Puts `first` before the users group's handlers: it answers its route, the rest as usual. */
export const userViewWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { users: [...first, ...usersHandlers] } },
})

/** The account call failing until the play recovers it (then as usual, so Retry works). */
export const accountFailing = () =>
  failingUntilRecovered('get', '*/api/users/account', 'The account service is down.')

/** The user call never answers: the page stays in its loading state. */
export const userNeverAnswers = http.get('*/api/users/user', async () => {
  await delay('infinite')
  return HttpResponse.json({})
})

/** Waits for the user card of `name` (the page has loaded). */
export const findUserCard = (canvas: Canvas, name = 'Lena Fischer') =>
  waitFor(() => canvas.getByRole('region', { name }), { timeout: 5000 })

/** Opens a tab by its link and waits for the URL to say so. */
export async function openTab(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('link', { name }))
  await waitFor(() =>
    expect(canvas.getByRole('link', { name })).toHaveAttribute('aria-current', 'page'),
  )
}

/** The toast's text once it says `text`. */
export const findNotice = async (canvas: Canvas, text: string) =>
  expect(await canvas.findByText(text, {}, { timeout: 5000 })).toBeVisible()

export { findDialog }
