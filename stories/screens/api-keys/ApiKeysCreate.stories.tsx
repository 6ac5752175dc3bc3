import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ApiKeysScreen } from '../../../src/screens/api-keys/ApiKeysScreen'
import { apiKeysMeta, apiKeysWith, findKeysTable, keyRows, rowOfKey } from './apiKeysStory'

const meta = {
  ...apiKeysMeta,
  title: 'Screens/API keys/Create',
} satisfies Meta<typeof ApiKeysScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A read-only key made through the back end: its secret shows once with a copy button that
 * copies it (the clipboard holds it; "Copied" on the button and to screen readers); "I have
 * copied it" hides it for good, and the list keeps only its prefix.
 */
export const SecretShownOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('You have no API keys yet. Create one above.', {}, { timeout: 5000 })
    await userEvent.type(canvas.getByRole('textbox', { name: /Key name/ }), 'Metrics reader')
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    const secret = await canvas.findByLabelText('Secret key', {}, { timeout: 5000 })
    const text = secret.textContent ?? ''
    await expect(text).toMatch(/^cea_[0-9a-f]{8}_[0-9a-f]{48}$/)
    // The focus lands on the new secret's heading.
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: 'Your new key “Metrics reader”' }),
      ).toHaveFocus(),
    )
    await expect(
      canvas.getByText('Copy the key now: it is shown only this once and cannot be shown again.'),
    ).toBeVisible()

    // What the button writes to the clipboard (the end-to-end test reads the real one back).
    const written: string[] = []
    const { clipboard } = navigator
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (value: string) => void written.push(value) },
    })
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }))
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible()
    } finally {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard })
    }
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The key is copied to the clipboard.',
    )
    await expect(written).toEqual([text])

    const table = await findKeysTable(canvas)
    const row = rowOfKey(table, 'Metrics reader')
    await expect(row).toHaveTextContent('Read only')
    await expect(row).toHaveTextContent(`${text.slice(0, 12)}…`)
    await expect(row.textContent).not.toContain(text)
    await userEvent.click(canvas.getByRole('button', { name: 'I have copied it' }))
    await waitFor(() => expect(canvas.queryByLabelText('Secret key')).toBeNull())
    await expect(canvasElement.textContent).not.toContain(text)
    await expect(keyRows(table)).toHaveLength(1)
  },
}

/** An empty name is refused before any call; the back end's own 400 shows at its field too. */
export const FieldErrors: Story = {
  parameters: apiKeysWith(
    http.post('*/api/api-keys', () =>
      HttpResponse.json(
        { message: 'Invalid request', errors: { name: 'A key with this name exists already' } },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('You have no API keys yet. Create one above.', {}, { timeout: 5000 })
    const name = canvas.getByRole('textbox', { name: /Key name/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    await expect(await canvas.findByText('Enter a name for the key.')).toBeVisible()
    await expect(name).toHaveAttribute('aria-invalid', 'true')

    await userEvent.type(name, 'Nightly export')
    await expect(canvas.queryByText('Enter a name for the key.')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    await expect(await canvas.findByText('A key with this name exists already')).toBeVisible()
    await expect(name).toHaveValue('Nightly export')
    await expect(canvas.queryByLabelText('Secret key')).toBeNull()
  },
}
