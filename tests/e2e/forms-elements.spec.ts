import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The UI kit's form elements as a person uses them, against the built app and its back end in
// the service worker: the autocomplete by keyboard alone, the file drop zone's checks, and the
// fields' read-only state from a shared link.

/** A 1×1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

test('choose a title by keyboard, have a wrong file refused in words, then preview a right one', async ({
  page,
}) => {
  await page.goto('/forms/elements')
  const title = page.getByRole('combobox', { name: /^Favourite title/ })
  await title.click()
  await page.keyboard.type('amber')
  const list = page.getByRole('listbox', { name: /^Favourite title/ })
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(list.getByRole('option')).not.toHaveCount(0)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  const second = list.getByRole('option').nth(1)
  const secondTitle = (await second.textContent()) ?? ''
  expect(secondTitle.toLowerCase()).toContain('amber')
  await expect(second).toHaveAttribute('aria-selected', 'true')
  await expect(title).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  )
  await page.keyboard.press('Enter')
  await expect(title).toHaveValue(secondTitle)
  await expect(title).toHaveAttribute('aria-expanded', 'false')
  await expect(title).toBeFocused()

  const files = page.getByLabel('Attachments')
  await files.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await expect(
    page.getByText('“notes.txt” was not added: only PNG, JPEG and PDF files are accepted.'),
  ).toBeVisible()
  await expect(files).toHaveAttribute('aria-invalid', 'true')
  await files.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: onePixelPng })
  await expect(page.getByText('“notes.txt” was not added', { exact: false })).toBeHidden()
  await expect(page.getByRole('img', { name: 'photo.png' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove photo.png' })).toBeVisible()

  // Submitting shows what is left to fix; the title and the file are not among them.
  await page.getByRole('button', { name: 'Check the form' }).click()
  await expect(page.getByRole('alert')).toContainText('fields need attention')
  await expect(page.getByText('Choose a title from the list.')).toBeHidden()
  await expect(page.getByText('Add at least one file.')).toBeHidden()
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toBeFocused()

  // Read-only is in the URL: a reload keeps it.
  await page.getByRole('radio', { name: 'Read-only' }).check()
  await expect(page).toHaveURL(/\?fields=readOnly$/)
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Read-only' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveAttribute('readonly', '')
})
