import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { KnowledgeBaseScreen } from '../../../src/screens/help/KnowledgeBaseScreen'
import { faqScenario, helpAt, isWiderThanWindow } from './helpStory'

const home = '/pages/knowledge-base'
const categoryRoute = `${home}/:category`
const articleRoute = `${home}/:category/:question`
const webhooks = `${home}/integrations/use-webhooks`

const meta = {
  title: 'Screens/Help/Knowledge base',
  component: KnowledgeBaseScreen,
  args: { searchDelayMs: 0 },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <KnowledgeBaseScreen {...args} />
    </div>
  ),
  parameters: helpAt(home),
} satisfies Meta<typeof KnowledgeBaseScreen>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const findTitle = (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })

/** The home: eight categories with their counts; a search finds articles of every category. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const categories = await canvas.findByRole('region', { name: 'Categories' }, { timeout: 5000 })
    await expect(within(categories).getAllByRole('listitem')).toHaveLength(8)
    await expect(within(categories).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      `${home}/integrations`,
    )
    await expect(within(categories).getAllByText('Articles: 3').length).toBeGreaterThan(0)
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search the knowledge base' }),
      'api key',
    )
    const matches = await canvas.findByRole('region', { name: 'Articles matching “api key”' })
    const link = await within(matches).findByRole('link', { name: 'Create an API key' })
    await expect(link).toHaveAttribute('href', `${home}/integrations/create-an-api-key`)
    await expect(link.querySelector('mark')).toHaveTextContent('API key')
  },
}

export const Category: Story = {
  parameters: helpAt(categoryRoute, `${home}/integrations`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Integrations')
    const articles = canvas.getByRole('region', { name: 'Articles' })
    await expect(within(articles).getAllByRole('link')).toHaveLength(3)
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(within(crumbs).getByRole('link', { name: 'Knowledge base' })).toHaveAttribute(
      'href',
      home,
    )
  },
}

/** An article: sanitized content, last updated through Intl, helpful votes, related articles. */
export const Article: Story = {
  parameters: helpAt(articleRoute, webhooks),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Send events to your own service with webhooks')
    await expect(canvas.getByText('Last updated February 11, 2026')).toBeVisible()
    await expect(canvas.getByText('Pick the events to send.')).toBeVisible()
    const related = canvas.getByRole('region', { name: 'Related articles' })
    await expect(within(related).getAllByRole('link')).toHaveLength(2)
    const helpful = canvas.getByRole('group', { name: 'Was this helpful?' })
    await userEvent.click(within(helpful).getByRole('button', { name: 'No' }))
    await expect(within(helpful).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' })
    await expect(within(crumbs).getByRole('link', { name: 'Integrations' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to Integrations' })).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: helpAt(articleRoute, `${home}/integrations/no-such-article`),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Page not found')
    await expect(canvas.getByRole('link', { name: 'Go to the knowledge base' })).toHaveAttribute(
      'href',
      home,
    )
  },
}

export const Loading: Story = {
  parameters: faqScenario('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading the help centre…')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: faqScenario('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('There are no articles yet.')).toBeVisible()
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
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  parameters: helpAt(articleRoute, webhooks),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Send events to your own service with webhooks')
    await expect(canvas.getByRole('region', { name: 'Related articles' })).toBeVisible()
    await expect(isWiderThanWindow()).toBe(false)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const categories = await canvas.findByRole('region', { name: 'Categories' }, { timeout: 5000 })
    await expect(categories.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  parameters: helpAt(articleRoute, webhooks),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Send events to your own service with webhooks')
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByText(/^آخر تحديث/)).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'مقالات ذات صلة' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'مسار التنقل' })).toBeVisible()
  },
}
