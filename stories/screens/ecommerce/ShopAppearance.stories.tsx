import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import type { ShopScreen } from '../../../src/screens/ecommerce/ShopScreen'
import { expectTotal, findProducts, productNames, shopMeta } from './shopStory'

const meta = {
  ...shopMeta,
  title: 'Screens/Ecommerce/Shop appearance',
} satisfies Meta<typeof ShopScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A phone: one card a row, the filters in a drawer, nothing scrolls sideways. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expect(productNames(products)).toHaveLength(9)
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }))
    const drawer = await within(document.body).findByRole('dialog', { name: 'Filters' })
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Halden (4)' }))
    await expect(await within(drawer).findByRole('checkbox', { name: 'Halden (4)' })).toBeChecked()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await expectTotal(canvas, 4)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const products = await findProducts(canvas)
    await expect(products.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(productNames(products)).toHaveLength(9)
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'المتجر' })).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const products = await canvas.findByRole('list', { name: 'المنتجات' }, { timeout: 5000 })
    await expect(within(products).getAllByRole('article')).toHaveLength(9)
    await expect(canvas.getByRole('searchbox', { name: 'ابحث في المنتجات' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('featured')
  },
}
