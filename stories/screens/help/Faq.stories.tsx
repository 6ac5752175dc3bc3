import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { FaqScreen } from '../../../src/screens/help/FaqScreen'
import { faqScenario, helpAt, isWiderThanWindow } from './helpStory'

const route = '/pages/faq'

const meta = {
  title: 'Screens/Help/FAQ',
  component: FaqScreen,
  args: { searchDelayMs: 0 },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <FaqScreen {...args} />
    </div>
  ),
  parameters: helpAt(route),
} satisfies Meta<typeof FaqScreen>

export default meta
type Story = StoryObj<typeof meta>

const findCategory = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('region', { name }, { timeout: 5000 })

/** A shared link opens its answer; a search keeps the matching questions and marks the match. */
export const Populated: Story = {
  parameters: helpAt(route, `${route}?question=how-do-i-track-my-parcel`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const delivery = await findCategory(canvas, 'Delivery')
    for (const name of ['Payment', 'Cancellation & Return', 'My Orders', 'Product & Services'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
    const open = within(delivery).getByRole('button', { name: 'How do I track my parcel?' })
    await expect(open).toHaveAttribute('aria-expanded', 'true')
    const answer = within(delivery).getByRole('region', { name: 'How do I track my parcel?' })
    await expect(answer).toHaveTextContent('tracking link')
    await userEvent.click(within(answer).getByRole('button', { name: 'Yes' }))
    await expect(within(answer).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(within(answer).getByRole('status')).toHaveTextContent('Thanks for your feedback.')

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the questions' }), 'locker')
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Payment' })).toBeNull())
    const match = within(await findCategory(canvas, 'Delivery')).getByRole('button', {
      name: 'Do you deliver to a parcel locker or a pickup point?',
    })
    await expect(match.querySelector('mark')).toHaveTextContent('locker')
  },
}

export const Loading: Story = {
  parameters: faqScenario('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the help centre…')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Payment' })).toBeNull()
  },
}

/** Nothing to show: the contact options instead. */
export const Empty: Story = {
  parameters: faqScenario('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no questions yet.')).toBeVisible()
    const contact = canvas.getByRole('region', { name: 'Still have a question?' })
    await expect(within(contact).getByRole('link', { name: /support@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
    await expect(within(contact).getByRole('link', { name: /555/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
  },
}

export const Error: Story = {
  parameters: faqScenario('error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/The help centre could not be loaded/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    // Where to turn meanwhile.
    await expect(canvas.getByRole('region', { name: 'Still have a question?' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const payment = await findCategory(canvas, 'Payment')
    const question = within(payment).getByRole('button', { name: 'When is my card charged?' })
    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(isWiderThanWindow()).toBe(false)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const payment = await findCategory(canvas, 'Payment')
    await expect(payment.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'الأسئلة الشائعة' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('searchbox', { name: 'ابحث في الأسئلة' })).toBeVisible()
    await findCategory(canvas, 'Payment')
  },
}
