import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { ListCardGrid } from '../../../src/components/list-grid/ListCardGrid'
import { withPadding } from '../listTableSample'
import { PeopleCardsView } from '../listViewSample'

// Drawn from a list machine over sample people through `useListView` (../listViewSample.tsx).
const meta = {
  title: 'Components/ListCardGrid',
  component: PeopleCardsView,
  subcomponents: { ListCardGrid },
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A list's rows as a grid of cards, with the list table's footer (summary, pages, page size) and its loading, error and empty faces.\n\n**Use it** where a row reads better as a card (products, posts, people). **Do** feed it from a list machine through `useListView`, as the table is, so a page can switch views. **Don't** put actions only on hover: a card's actions must be reachable by keyboard.",
      },
    },
  },
  decorators: [withPadding],
} satisfies Meta<typeof PeopleCardsView>

export default meta
type Story = StoryObj<typeof meta>

/** The same machine and hook drawn as cards, 9 a page, with the same footer. */
export const Cards: Story = {
  render: () => <PeopleCardsView />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findByRole('list', { name: 'Users' })
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(9)
    await expect(within(cards).getByRole('article', { name: 'Amara Okafor' })).toBeVisible()
    await expect(canvas.getByText('Showing 1 to 9 of 57')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Showing 10 to 18 of 57')).toBeVisible()
    await expect(within(cards).queryByRole('article', { name: 'Amara Okafor' })).toBeNull()
  },
}

/** The cards on a phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  render: () => <PeopleCardsView />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const cards = await canvas.findByRole('list', { name: 'Users' })
    const [first, second] = within(cards).getAllByRole('listitem')
    if (!first || !second) throw new Error('Expected cards')
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom - 1,
    )
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
