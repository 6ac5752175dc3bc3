// Shared by the account settings stories: where the screen is mounted, handler overrides and the
// queries a play repeats.
import type { Meta } from '@storybook/react-vite'
import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { failingUntilRecovered } from '../../support/failingUntilRecovered'
import { expect, waitFor, within } from 'storybook/test'
import type { AccountSecurity } from '../../../src/api/types/accountSettings'
import {
  accountSettingsGroup,
  accountSettingsScenarios,
} from '../../../src/mocks/handlers/account/accountSettingsGroup'
import { AccountSettingsScreen } from '../../../src/screens/account-settings/AccountSettingsScreen'
import { CurrentAddress } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

// Shared with other screens' stories; the account settings' stories import them from here.
export { darkStoryOf, findSection, rightToLeftStoryOf } from '../../support/skinAndDirectionStories'

/** The router parameters of a story at `search` (e.g. `?tab=security`). */
export const accountSettingsAt = (search = '') => ({
  router: {
    initialEntry: `/pages/account-settings${search}`,
    path: '/pages/account-settings',
  },
})

export const accountSettingsMeta = {
  component: AccountSettingsScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <AccountSettingsScreen />
      <CurrentAddress />
    </div>
  ),
  parameters: accountSettingsAt(),
} satisfies Meta<typeof AccountSettingsScreen>

/** Puts `first` before the group's handlers: it answers its route, the rest as usual. */
export const accountSettingsWith = (...first: RequestHandler[]) => ({
  msw: { handlers: { accountSettings: [...first, ...accountSettingsGroup] } },
})

/** A write that never answers (the saving state). */
export const neverAnswers = (path: string) =>
  http.post(`*${path}`, async () => {
    await delay('infinite')
  })

/** The settings read failing until the play recovers it (then as usual, so Retry works). */
export const readsFailing = () =>
  failingUntilRecovered('get', '*/account-setting/data', 'The settings service is down.')

/** This session and one other (a phone), so the other can be signed out. */
export const twoSessions: AccountSecurity = {
  twoStep: { enabled: false, phone: '' },
  passwordChangedAt: '2026-03-02T10:30:00.000Z',
  sessions: [
    {
      id: 'this-one',
      browser: 'Chrome',
      os: 'Linux',
      signedInAt: '2026-03-16T08:00:00.000Z',
      lastSeenAt: '2026-03-16T08:55:00.000Z',
      isCurrent: true,
    },
    {
      id: 'the-phone',
      browser: 'Safari',
      os: 'iOS',
      signedInAt: '2026-03-15T18:00:00.000Z',
      lastSeenAt: '2026-03-16T07:10:00.000Z',
      isCurrent: false,
    },
  ],
}

export const securityWithTwoSessions = [
  http.get('*/account-setting/security', () => HttpResponse.json(twoSessions)),
  http.delete('*/account-setting/sessions', () =>
    HttpResponse.json({
      ...twoSessions,
      sessions: twoSessions.sessions.filter((session) => session.isCurrent),
    }),
  ),
]

/** Waits for the page's form (the settings have loaded). */
export const findProfile = (canvas: Canvas) =>
  waitFor(() => canvas.getByRole('region', { name: 'Profile details' }), { timeout: 5000 })

export const findNotice = async (canvas: Canvas, text: string) =>
  expect(await canvas.findByText(text, {}, { timeout: 5000 })).toBeVisible()

/** A PUT that never answers (the saving state). */
export const putNeverAnswers = (path: string) =>
  http.put(`*${path}`, async () => {
    await delay('infinite')
  })

/** Nothing on the page scrolls sideways, and `section` fits the window. */
export async function expectNoSidewaysScroll(section: HTMLElement) {
  await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
}

/** An input by the start of its label (a required field's label ends with its mark). */
export const fieldLabelled = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(new RegExp(`^${label}`))

/** The submit button named `name` shows its busy state while its call is on its way. */
export const expectBusy = (canvas: Canvas, name: string) =>
  waitFor(() =>
    expect(canvas.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'data-loading',
      'true',
    ),
  )

/** A tab's story while nothing answers: the page's loading state, no `region` yet. */
export const loadingStoryOf = (search: string, region: string) => ({
  parameters: {
    ...accountSettingsAt(search),
    msw: { handlers: { accountSettings: accountSettingsScenarios.loading } },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading your account settings')).toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: region })).toBeNull()
  },
})

/** A tab's story when nothing loads: the page's error with its retry. */
export const errorStoryOf = (search: string) => ({
  parameters: {
    ...accountSettingsAt(search),
    msw: { handlers: { accountSettings: accountSettingsScenarios.error } },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your account settings could not be loaded', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
})
