import { expect } from './support/expect'
import { adminTest as test } from './support/adminTest'

// The UI kit's wizard and validation pages against the built app and its back end in the
// service worker: one journey through the wizard (an invalid step corrected, a Back that keeps
// every value, the step in the address, a page left only after asking, Stay and Leave) to its result, then the
// validation page's error summary and its links.

test('the wizard through every step to its result, then the validation page’s summary', async ({
  page,
}) => {
  await page.goto('/forms/wizard')
  await expect(page).toHaveURL(/\/forms\/wizard\?step=account$/)
  const stepHeading = page.getByRole('heading', { level: 2, name: /^Step \d of 5/ })

  // A step past an invalid one cannot be opened from the address.
  await page.goto('/forms/wizard?step=review')
  await expect(page).toHaveURL(/\?step=account$/)
  await expect(stepHeading).toHaveText('Step 1 of 5: Account details')

  await page.getByRole('textbox', { name: 'Username' }).fill('ada.lovelace')
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByLabel(/^Password/).fill('Secret#12')
  await page.getByLabel(/^Confirm password/).fill('Secret#13')
  await page.getByRole('button', { name: 'Next' }).click()
  // The invalid step stays, its problem at its field, until it is corrected.
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await expect(page).toHaveURL(/\?step=account$/)
  await page.getByLabel(/^Confirm password/).fill('Secret#12')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading).toHaveText('Step 2 of 5: Personal info')
  await expect(page).toHaveURL(/\?step=personal$/)

  await page.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace')
  await page.getByLabel(/^Date of birth/).fill('1990-12-10')
  await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0018')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading).toHaveText('Step 3 of 5: Address')

  // Back keeps every value typed.
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\?step=personal$/)
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada')
  await expect(page.getByLabel(/^Date of birth/)).toHaveValue('1990-12-10')
  await page.getByRole('button', { name: 'Next' }).click()

  await page.getByRole('textbox', { name: 'Street' }).fill('12 Analytical Row')
  await page.getByRole('textbox', { name: 'City' }).fill('London')
  await page.getByRole('textbox', { name: 'Postal code' }).fill('EC1A 1BB')
  await page.getByRole('textbox', { name: 'Country' }).fill('United Kingdom')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?step=social$/)
  await page.getByRole('textbox', { name: 'Website' }).fill('https://ada.example')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\?step=review$/)
  await expect(page.getByText('12 Analytical Row')).toBeVisible()

  // Leaving with data typed asks first; staying keeps the review.
  await page.getByRole('link', { name: 'Form validation' }).first().click()
  const leave = page.getByRole('alertdialog', { name: 'Leave the wizard?' })
  await expect(leave).toBeVisible()
  await leave.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/forms\/wizard\?step=review$/)

  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: /^Submitted: registration #\d+$/ })).toBeVisible()
  await expect(page.getByText('Ada Lovelace is registered as ada.lovelace.')).toBeVisible()

  // A new wizard with a value typed: leaving asks, and Leave goes where the link points.
  await page.goto('/forms/wizard')
  await page.getByRole('textbox', { name: 'Username' }).fill('grace.hopper')
  await page.getByRole('link', { name: 'Form validation' }).first().click()
  await leave.getByRole('button', { name: 'Leave' }).click()
  await expect(page).toHaveURL(/\/forms\/validation$/)
  await page.getByRole('button', { name: 'Check and send' }).click()
  await expect(page.getByRole('heading', { name: 'There are 6 problems' })).toBeVisible()
  await page.getByRole('link', { name: 'Email: This field is required.' }).click()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
})
