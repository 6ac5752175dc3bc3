import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingScreen } from '../../../src/components/loading-screen/LoadingScreen'

const meta = {
  title: 'Components/LoadingScreen',
  component: LoadingScreen,
  parameters: {
    docs: {
      description: {
        component:
          "The whole-page wait: the brand's mark and a status that names what loads.\n\n**Use it** while the app starts or a lazy route's code arrives. **Don't** use it inside a page: lists and cards have loading faces of their own.",
      },
    },
  },
  tags: ['autodocs'],
  args: { label: 'Loading CEA Dashboard…' },
} satisfies Meta<typeof LoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The screen the app shows while it starts (index.html paints the same one before any script). */
export const AppStart: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading CEA Dashboard…')
    await expect(status.querySelector('svg')).toBeVisible()
    await expect(getComputedStyle(status).position).toBe('fixed')
  },
}

/** Inside a content area, while a lazy screen loads. */
export const Contained: Story = {
  args: { label: 'Loading the page…', isContained: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status')
    await expect(status).toHaveTextContent('Loading the page…')
    await expect(getComputedStyle(status).position).toBe('relative')
  },
}
