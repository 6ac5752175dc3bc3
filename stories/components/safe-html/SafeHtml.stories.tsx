import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { SafeHtml } from '../../../src/components/safe-html/SafeHtml'

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "HTML from the back end (help articles, blog posts) shown as prose: sanitized to headings, paragraphs, lists, links, emphasis, code and tables, with its headings moved below the page title (the highest becomes an h2).\n\n**Use it** for any HTML you did not write. **Do** keep the page's own h1 outside it. **Don't** use `dangerouslySetInnerHTML` anywhere else.",
      },
    },
  },
  args: {
    html: '<h4>Billing</h4><p>Invoices are sent <em>monthly</em>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">Pay now</a></p><img src="x" onerror="alert(1)">',
  },
} satisfies Meta<typeof SafeHtml>

export default meta
type Story = StoryObj<typeof meta>

/** Hostile HTML: the prose stays, its h4 becomes an h2; the script, the image and the link's script go. */
export const HostileContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible()
    await expect(canvas.getByText(/Invoices are sent/)).toBeVisible()
    await expect(canvas.queryByRole('img')).toBeNull()
    await expect(canvas.getByText('Pay now')).not.toHaveAttribute('href')
    await expect(canvasElement.querySelector('script')).toBeNull()
  },
}
