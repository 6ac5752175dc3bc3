import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { licenseHandlers } from '../../../src/mocks/handlers/license'
import { LicenseScreen } from '../../../src/screens/license/LicenseScreen'

type Canvas = ReturnType<typeof within>

const meta = {
  title: 'Screens/License/License',
  component: LicenseScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <LicenseScreen />
    </div>
  ),
  parameters: { router: { initialEntry: '/pages/license', path: '/pages/license' } },
} satisfies Meta<typeof LicenseScreen>

export default meta
type Story = StoryObj<typeof meta>

const licenseWith = (answer: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { license: [http.get('*/api/license', answer), ...licenseHandlers] } },
})

const findComparison = (canvas: Canvas, tier = 'Extended') =>
  canvas.findByRole('table', { name: `The licences compared; yours is ${tier}` }, { timeout: 5000 })

/** Three tiers as columns, features as rows (headers both ways), the admin's Extended marked. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(await findComparison(canvas))
    const columns = table.getAllByRole('columnheader').map((header) => header.textContent)
    await expect(columns).toEqual(['Feature', 'Regular', 'ExtendedYour licence', 'Enterprise'])
    await expect(table.getByRole('columnheader', { name: /Extended/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const saas = table.getByRole('row', { name: /Use in a SaaS product/ })
    await expect(
      within(saas)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.trim()),
    ).toEqual(['Not included', 'Included', 'Included'])
    const price = table.getByRole('row', { name: /Price/ })
    await expect(price).toHaveTextContent('$59$399$1,499')
    await expect(table.getByRole('row', { name: /Support/ })).toHaveTextContent(
      '6 months12 months24 months',
    )
    await expect(table.getByRole('rowheader', { name: 'End products' })).toBeVisible()
  },
}

/** A client holds the Regular licence. */
export const AsClient: Story = {
  globals: { role: 'client' },
  play: async ({ canvasElement }) => {
    const table = within(await findComparison(within(canvasElement), 'Regular'))
    await expect(table.getByRole('columnheader', { name: /Regular/ })).toHaveTextContent(
      'Your licence',
    )
  },
}

export const Loading: Story = {
  parameters: licenseWith(async () => {
    await delay('infinite')
    return HttpResponse.json({})
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the licences')).toBeInTheDocument()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Error: Story = {
  parameters: licenseWith(() => HttpResponse.json({ message: 'down' }, { status: 503 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The licences could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(await canvas.findByText('The licences could not be loaded.')).toBeVisible()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const table = await findComparison(within(canvasElement))
    // The table scrolls in its own box; the page does not.
    await expect(table.parentElement?.getBoundingClientRect().right).toBeLessThanOrEqual(
      window.innerWidth,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const table = await findComparison(within(canvasElement))
    await expect(table.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(within(table).getAllByRole('row')).toHaveLength(8)
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(
      await canvas.findByRole(
        'table',
        { name: 'مقارنة التراخيص؛ ترخيصك هو الموسّع' },
        { timeout: 5000 },
      ),
    )
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const feature = table.getByRole('columnheader', { name: 'الميزة' }).getBoundingClientRect()
    const regular = table.getByRole('columnheader', { name: 'العادي' }).getBoundingClientRect()
    await expect(feature.left).toBeGreaterThan(regular.left)
    await expect(table.getByRole('columnheader', { name: /الموسّع/ })).toHaveTextContent('ترخيصك')
  },
}
