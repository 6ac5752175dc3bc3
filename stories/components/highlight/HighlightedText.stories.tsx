import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { HighlightedText } from '../../../src/components/highlight/HighlightedText'

const meta = {
  title: 'Components/HighlightedText',
  component: HighlightedText,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "Plain text with every occurrence of a search marked (`<mark>`), in any letter case.\n\n**Use it** in search results and filtered lists, so a person sees why a row matched. **Don't** pass HTML: the text is drawn as text, never parsed.",
      },
    },
  },
  args: { text: 'Revenue report, revenue by month', query: 'revenue' },
} satisfies Meta<typeof HighlightedText>

export default meta
type Story = StoryObj<typeof meta>

/** Both matches are marked, whatever their case; the rest is plain text. */
export const Matches: Story = {
  play: async ({ canvasElement }) => {
    const marks = canvasElement.querySelectorAll('mark')
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['Revenue', 'revenue'])
    await expect(within(canvasElement).getByText(/by month/)).toBeVisible()
  },
}
