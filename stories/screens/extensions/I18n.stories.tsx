import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { changeLanguage } from '../../../src/app/i18n'
import { I18nScreen } from '../../../src/screens/extensions/I18nScreen'
import { darkStoryOf, rightToLeftStoryOf } from '../../support/skinAndDirectionStories'
import { expectNoSidewaysScroll, extensionsAt, findTitle } from './extensionsStory'

type Canvas = ReturnType<typeof within>

const meta = {
  title: 'Screens/Extensions/Internationalization',
  component: I18nScreen,
  // The app's own setting, not remembered: the next story starts in its toolbar's language.
  args: { onLanguageChange: (language) => void changeLanguage(language, false) },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <I18nScreen {...args} />
    </div>
  ),
  parameters: extensionsAt('/extensions/i18n'),
} satisfies Meta<typeof I18nScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The value beside a sample's term. */
const sampleOf = (canvas: Canvas, term: string) =>
  canvas.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

/** English: plurals after the count typed, money in minor units, a fixed date. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Internationalization')
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(canvas.getByText('Direction: left to right')).toBeVisible()
    const count = canvas.getByRole('spinbutton', { name: 'How many messages' })
    await userEvent.clear(count)
    await userEvent.type(count, '1')
    await expect(canvas.getByText('1 new message (form “one”)', { selector: 'p' })).toBeVisible()
    await expect(sampleOf(canvas, 'Euros')).toBe('€1,234.55')
    await expect(sampleOf(canvas, 'Japanese yen (no decimals)')).toBe('¥15,000')
    await expect(sampleOf(canvas, 'Full date')).toBe('Saturday, March 14, 2026')
    await expect(sampleOf(canvas, 'One day back')).toBe('yesterday')
  },
}

/** Each language in turn, live, through the app's setting; Arabic turns the page right to left. */
export const EachLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Internationalization')
    const titles = [
      ['Français', 'Internationalisation', 'samedi 14 mars 2026'],
      ['Deutsch', 'Internationalisierung', 'Samstag, 14. März 2026'],
      ['Português', 'Internacionalização', 'sábado, 14 de março de 2026'],
    ] as const
    for (const [language, title, date] of titles) {
      await userEvent.click(canvas.getByRole('button', { name: language }))
      await findTitle(canvas, title)
      await expect(canvas.getByText(date)).toBeVisible()
      await expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    }
    await userEvent.click(canvas.getByRole('button', { name: 'العربية' }))
    await findTitle(canvas, 'التدويل')
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    // Arabic's six plural forms, one per sample count.
    await expect(
      canvas.getByText('لا توجد رسائل جديدة (صيغة «zero»)', { selector: 'dd' }),
    ).toBeVisible()
    await expect(canvas.getByText('رسالتان جديدتان (صيغة «two»)', { selector: 'dd' })).toBeVisible()
    await expect(canvas.getByText(/رسائل جديدة \(صيغة «few»\)$/, { selector: 'dd' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'English' }))
    await findTitle(canvas, 'Internationalization')
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'))
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Internationalization')
    await expect(canvas.getByRole('region', { name: 'Dates and times' })).toBeVisible()
    await expectNoSidewaysScroll()
  },
}

export const Dark: Story = darkStoryOf('Plurals', 'English')

export const RightToLeftArabic: Story = rightToLeftStoryOf(null, 'صيغ الجمع', 'English')
