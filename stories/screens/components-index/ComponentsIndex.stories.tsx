import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { componentCatalog } from '../../../src/screens/components-index/componentCatalog'
import { ComponentsIndexScreen } from '../../../src/screens/components-index/ComponentsIndexScreen'

const route = '/components'
const at = (search = '') => ({ router: { initialEntry: `${route}${search}`, path: route } })

const meta = {
  title: 'Screens/Components index',
  component: ComponentsIndexScreen,
  parameters: at(),
} satisfies Meta<typeof ComponentsIndexScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const cardNamed = (canvas: Canvas, name: string) =>
  canvas.findByRole('listitem', { name }, { timeout: 5000 })
/** A sample's chunk loads as its card nears the viewport: give it time on a busy machine. */
const lazySample = { timeout: 5000 }

/**
 * Every documented component: its purpose, a live sample (the dialog opens and closes, the skin
 * toggles, a field far down checks itself, a chart card draws) or a note pointing to its docs
 * page, and its docs link.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(`${componentCatalog.length} components`, { selector: '[role=status]' }),
    ).toBeVisible()
    const dialogCard = await cardNamed(canvas, 'Dialog')
    await expect(
      within(dialogCard).getByRole('link', { name: 'Dialog in Storybook' }),
    ).toHaveAttribute('href', '/storybook/?path=/docs/components-dialog--docs')
    const open = await within(dialogCard).findByRole('button', { name: 'Open a dialog' })
    await userEvent.click(open)
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole('dialog', { name: 'A sample dialog' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(open).toHaveFocus())
    const toggleCard = await cardNamed(canvas, 'SkinToggle')
    await userEvent.click(
      await within(toggleCard).findByRole('button', { name: 'Switch to dark skin' }),
    )
    await expect(
      within(toggleCard).getByRole('button', { name: 'Switch to light skin' }),
    ).toBeVisible()
    // The record samples: the invoice table, and a virtual table of 500 orders sorted backwards.
    const invoicesCard = await cardNamed(canvas, 'RecentInvoicesCard')
    invoicesCard.scrollIntoView()
    await expect(
      await within(invoicesCard).findByRole('rowheader', { name: 'Invoice 4127' }, lazySample),
    ).toBeVisible()
    const virtualCard = await cardNamed(canvas, 'ListVirtualTable')
    virtualCard.scrollIntoView()
    const orders = await within(virtualCard).findByRole(
      'table',
      { name: 'Sample orders' },
      lazySample,
    )
    await expect(orders).toHaveAttribute('aria-rowcount', '501')
    await userEvent.click(within(orders).getByRole('button', { name: /Order/ }))
    await expect(await within(orders).findByRole('rowheader', { name: '#10500' })).toBeVisible()
    // The customizer's sample changes its own panel's settings, not the page's.
    const customizerCard = await cardNamed(canvas, 'Customizer')
    customizerCard.scrollIntoView()
    await userEvent.click(
      await within(customizerCard).findByRole(
        'button',
        { name: 'Open the sample customizer' },
        lazySample,
      ),
    )
    const customizer = await page.findByRole('dialog', { name: 'Theme customizer' }, lazySample)
    await userEvent.click(within(customizer).getByRole('radio', { name: 'Dark' }))
    await userEvent.keyboard('{Escape}')
    await expect(
      await within(customizerCard).findByText(/Skin: Dark/, {}, lazySample),
    ).toBeVisible()
    await expect(customizerCard.closest('[data-color-mode]')).toHaveAttribute(
      'data-color-mode',
      'light',
    )
    // The editor drawer asks before it drops a change; kept, the change is saved.
    const drawerCard = await cardNamed(canvas, 'EditorDrawer')
    drawerCard.scrollIntoView()
    await userEvent.click(
      await within(drawerCard).findByRole('button', { name: 'Edit the contact' }, lazySample),
    )
    const drawer = await page.findByRole('dialog', { name: 'Edit contact' })
    await userEvent.type(within(drawer).getByRole('textbox', { name: /Name/ }), ' Jr')
    await userEvent.keyboard('{Escape}')
    const ask = await page.findByRole('alertdialog', { name: 'Discard your changes?' })
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    await expect(
      await within(drawerCard).findByText('Saved: Amara Okafor Jr, amara@example.com'),
    ).toBeVisible()
    const editorCard = await cardNamed(canvas, 'RichTextEditor')
    editorCard.scrollIntoView()
    await expect(
      await within(editorCard).findByRole('textbox', { name: 'Try the editor' }, { timeout: 5000 }),
    ).toBeVisible()
    // Further down: a sample loads as its card comes near (the form field says it is required).
    const fieldCard = await cardNamed(canvas, 'FormField')
    fieldCard.scrollIntoView()
    const field = await within(fieldCard).findByRole(
      'textbox',
      { name: /Project name/ },
      { timeout: 5000 },
    )
    await userEvent.click(field)
    await userEvent.tab()
    await expect(await within(fieldCard).findByText('Enter a project name.')).toBeVisible()
    // A card of a family shares the family's docs page; its sample is the card with sample
    // figures: its chart draws, and a share card counts its orders.
    const revenueCard = await cardNamed(canvas, 'RevenueCard')
    await expect(
      within(revenueCard).getByRole('link', { name: 'RevenueCard in Storybook' }),
    ).toHaveAttribute('href', '/storybook/?path=/docs/components-cards-analytics--docs')
    revenueCard.scrollIntoView()
    const revenueSample = await within(revenueCard).findByRole(
      'region',
      { name: 'Revenue' },
      { timeout: 5000 },
    )
    await expect(within(revenueSample).getByText('$52.3K')).toBeVisible()
    await expect(
      await within(revenueSample).findByRole(
        'img',
        { name: 'Revenue this month against last month, day by day' },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    const ordersCard = await cardNamed(canvas, 'ProductOrdersCard')
    ordersCard.scrollIntoView()
    await expect(await within(ordersCard).findByText('1,678', {}, { timeout: 5000 })).toBeVisible()
  },
}

/** `?q=` keeps the components whose name or purpose holds the words ("dark skin": two of them). */
export const SearchedWithResults: Story = {
  parameters: at('?q=dark%20skin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: /Search components/ })).toHaveValue(
      'dark skin',
    )
    await expect(await cardNamed(canvas, 'SkinToggle')).toBeVisible()
    await expect(await cardNamed(canvas, 'SkinThemeProvider')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent('2 components')
  },
}

/** Nothing matches: a way back to every component. */
export const SearchedWithNone: Story = {
  parameters: at('?q=carousel'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No component matches "carousel"' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }))
    await expect(canvas.getAllByRole('listitem')).toHaveLength(componentCatalog.length)
    await expect(canvas.getByRole('searchbox', { name: /Search components/ })).toHaveValue('')
  },
}

/** One card a row at 360 px, nothing wider than the screen. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, second] = await canvas.findAllByRole('listitem')
    if (!first || !second) throw new Error('Expected two cards')
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    )
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await cardNamed(canvas, 'Brand')
    await expect(card.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'المكوّنات' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(await cardNamed(canvas, 'Dialog')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Dialog في Storybook' })).toBeVisible()
  },
}
