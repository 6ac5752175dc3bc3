import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ListTablePages } from '../../../src/components/list-table/ListTablePages'

const meta = {
  title: 'Components/ListTable/ListTablePages',
  component: ListTablePages,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "The pages under a list: Primer's Pagination with its buttons in the page's language (Primer writes its own in English only). `ListTable` shows it in its footer.\n\n**Use it** alone under a list that is not a `ListTable`. **Do** keep the current page in the machine: a page asked for and not yet loaded stays unshown.",
      },
    },
  },
  args: {
    page: 2,
    pageCount: 6,
    labels: {
      pagination: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: (page: number) => `Page ${page}`,
      pageNumber: (page: number) => String(page),
    },
    onPage: fn(),
  },
} satisfies Meta<typeof ListTablePages>

export default meta
type Story = StoryObj<typeof meta>

/** Page 2 of 6 is current; Next asks for page 3, the current page asks for nothing. */
export const SecondOfSix: Story = {
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement).getByRole('navigation', { name: 'Pages' })
    const current = within(pages).getByRole('button', { name: 'Page 2' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await userEvent.click(current)
    await expect(args.onPage).not.toHaveBeenCalled()
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}
