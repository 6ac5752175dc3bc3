import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { buildApiKey } from '../../../src/fixtures/apiKeys'
import type { ApiKeysScreen } from '../../../src/screens/api-keys/ApiKeysScreen'
import { findDialog } from '../email/emailStory'
import {
  apiKeysMeta,
  apiKeysWith,
  expectNoSidewaysScroll,
  findKeysTable,
  keyRows,
  listAnswers,
  listFailsWhile,
  listNeverAnswers,
  rowOfKey,
  sampleKeys,
} from './apiKeysStory'

const meta = {
  ...apiKeysMeta,
  title: 'Screens/API keys/List',
  parameters: { ...apiKeysMeta.parameters, ...apiKeysWith(listAnswers()) },
} satisfies Meta<typeof ApiKeysScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Three keys: name, prefix, access, dates through Intl, last use or "Not used yet". */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible()
    const table = await findKeysTable(canvas)
    await expect(keyRows(table)).toHaveLength(sampleKeys.length)
    const nightly = rowOfKey(table, 'Nightly export')
    await expect(nightly).toHaveTextContent('cea_3f9a1c2b…')
    await expect(nightly).toHaveTextContent('Read only')
    await expect(nightly).toHaveTextContent('Mar 2, 2026')
    await expect(nightly).toHaveTextContent('Jun 1, 2026')
    await expect(rowOfKey(table, 'CI deploys')).toHaveTextContent('Not used yet')
    await expect(rowOfKey(table, 'Reporting service')).toHaveTextContent(/Full access.*Never/)
    await expect(canvas.getByRole('button', { name: 'Revoke Nightly export' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Key name/ })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: apiKeysWith(listNeverAnswers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading your keys')).toBeInTheDocument()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  parameters: apiKeysWith(listAnswers([])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('You have no API keys yet. Create one above.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

let isListFailing = true

/** The list fails (the page's own words for a 500), then answers: Try again shows the keys. */
export const Error: Story = {
  parameters: apiKeysWith(
    listFailsWhile(() => isListFailing),
    listAnswers(),
  ),
  beforeEach: () => {
    isListFailing = true
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Your keys could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    isListFailing = false
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(keyRows(await findKeysTable(canvas))).toHaveLength(sampleKeys.length)
  },
}

/** A revoked key is marked and has no Revoke; revoking another asks first, then marks it. */
export const RevokedKey: Story = {
  parameters: apiKeysWith(
    listAnswers([
      buildApiKey({ id: 4, name: 'Old laptop', revokedAt: '2026-03-10T12:00:00.000Z' }),
      ...sampleKeys,
    ]),
    http.delete('*/api/api-keys/:id', ({ params }) =>
      HttpResponse.json({
        key: { ...sampleKeys[0], id: Number(params.id), revokedAt: '2026-03-17T10:00:00.000Z' },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findKeysTable(canvas)
    const old = rowOfKey(table, 'Old laptop')
    await expect(within(old).getByText('Revoked')).toBeVisible()
    await expect(within(old).queryByRole('button')).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke CI deploys' }))
    const dialog = within(await findDialog('Revoke “CI deploys”?', 'alertdialog'))
    await expect(dialog.getByText(/cea_b71e04d9… will be refused/)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
    await expect(within(rowOfKey(table, 'CI deploys')).getByText('Revoked')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Revoke CI deploys' })).toBeNull()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(window.innerWidth).toBeLessThanOrEqual(360)
    const table = await findKeysTable(canvas)
    await expect(keyRows(table)).toHaveLength(sampleKeys.length)
    // The table scrolls inside its own box; the page does not.
    const box = table.parentElement
    await expect(box?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(canvas.getByRole('button', { name: 'Create key' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await findKeysTable(canvas)
    await expect(table.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(keyRows(table)).toHaveLength(sampleKeys.length)
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'مفاتيح API' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const table = await findKeysTable(canvas, 'مفاتيح API الخاصة بك')
    await expect(rowOfKey(table, 'Nightly export')).toHaveTextContent('قراءة فقط')
    const name = within(table).getByRole('columnheader', { name: 'الاسم' })
    const access = within(table).getByRole('columnheader', { name: 'الوصول' })
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(
      access.getBoundingClientRect().left,
    )
  },
}
