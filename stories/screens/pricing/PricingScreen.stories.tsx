import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { pagesHandlers } from '../../../src/mocks/handlers/pages'
import { PricingScreen } from '../../../src/screens/pricing/PricingScreen'
import { CurrentAddress, expectAddress } from '../email/emailStory'

type Canvas = ReturnType<typeof within>

const meta = {
  title: 'Screens/Pricing/Pricing',
  component: PricingScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <PricingScreen />
      <CurrentAddress />
    </div>
  ),
  parameters: { router: { initialEntry: '/pages/pricing', path: '/pages/pricing' } },
} satisfies Meta<typeof PricingScreen>

export default meta
type Story = StoryObj<typeof meta>

const pricingWith = (...first: Parameters<typeof http.get>[]) => ({
  msw: { handlers: { pages: [...first.map((args) => http.get(...args)), ...pagesHandlers] } },
})

const findPlan = async (canvas: Canvas, name: string) =>
  canvas.findByRole('listitem', { name }, { timeout: 5000 })

/** Monthly prices; Standard popular and the admin's plan; Choose plan leads to billing. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const standard = within(await findPlan(canvas, 'Standard'))
    await expect(standard.getByText('Popular')).toBeVisible()
    await expect(standard.getByText('Your plan')).toBeVisible()
    await expect(standard.getByText('$49')).toBeVisible()
    await expect(standard.queryByRole('link')).toBeNull()
    const enterprise = within(await findPlan(canvas, 'Enterprise'))
    await expect(enterprise.getByText('$99')).toBeVisible()
    await expect(enterprise.getByRole('link', { name: 'Choose Enterprise' })).toHaveAttribute(
      'href',
      '/pages/account-settings?tab=billing&plan=enterprise&period=monthly',
    )
    await expect(
      within(await findPlan(canvas, 'Basic')).getByRole('list', { name: 'What Basic includes' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByText('Is yearly billing paid up front?'))
    await expect(canvas.getByText(/\$480 for Standard or \$960 for Enterprise/)).toBeVisible()
  },
}

/** Yearly: per month and per year, and the choice is in the address. */
export const Yearly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findPlan(canvas, 'Standard')
    await userEvent.click(canvas.getByRole('button', { name: 'Yearly' }))
    await expectAddress(canvas, '/pages/pricing?billing=yearly')
    const standard = within(await findPlan(canvas, 'Standard'))
    await expect(standard.getByText('$40')).toBeVisible()
    await expect(standard.getByText('$480 billed once a year')).toBeVisible()
    await expect(
      within(await findPlan(canvas, 'Enterprise')).getByText('$960 billed once a year'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: pricingWith([
    '*/pricing/data',
    async () => {
      await delay('infinite')
      return HttpResponse.json({})
    },
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the plans')).toBeInTheDocument()
    await expect(canvas.queryByRole('listitem', { name: 'Standard' })).toBeNull()
  },
}

export const Error: Story = {
  parameters: pricingWith([
    '*/pricing/data',
    () => HttpResponse.json({ message: 'down' }, { status: 503 }),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The plans could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plans = ['Basic', 'Standard', 'Enterprise']
    const boxes = await Promise.all(plans.map((name) => findPlan(canvas, name)))
    for (const [index, box] of boxes.entries()) {
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
      const before = boxes[index - 1]
      if (before)
        await expect(box.getBoundingClientRect().top).toBeGreaterThan(
          before.getBoundingClientRect().bottom - 1,
        )
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const standard = await findPlan(canvas, 'Standard')
    await expect(standard.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(within(standard).getByText('Popular')).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'خطط الأسعار' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const standardPlan = await findPlan(canvas, 'القياسية')
    const standard = within(standardPlan)
    await expect(standard.getByText('الأكثر طلبًا')).toBeVisible()
    const money = new Intl.NumberFormat('ar', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    })
    await expect(standardPlan.querySelector('strong')?.textContent).toBe(money.format(49))
    const [basic, enterprise] = ['الأساسية', 'المؤسسات'].map((name) =>
      canvas.getByRole('listitem', { name }).getBoundingClientRect(),
    )
    await expect(basic?.left).toBeGreaterThan(enterprise?.left ?? Infinity)
  },
}
