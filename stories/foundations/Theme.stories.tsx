import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { skins } from '../../src/api/types/preferences'
import { SkinPanel } from './ThemeTokens'
import './themeTokens.css'

function AllSkins() {
  return (
    <div className="theme-tokens">
      {skins.map((skin) => (
        <SkinPanel key={skin} skin={skin} />
      ))}
    </div>
  )
}

const meta = {
  title: 'Foundations/Theme',
  component: AllSkins,
} satisfies Meta<typeof AllSkins>

export default meta
type Story = StoryObj<typeof meta>

const background = (element: HTMLElement) => getComputedStyle(element).backgroundColor

/** Primer colour tokens as each skin resolves them: light, bordered, dark and semi-dark. */
export const ColourTokensInEverySkin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The dark skins' tokens are a stylesheet of their own: the panels show once it has loaded.
    await canvas.findByRole('heading', { level: 2, name: 'Dark' }, { timeout: 5000 })
    for (const name of ['Light', 'Bordered', 'Dark', 'Semi-dark']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    const light = canvas.getByTestId('light-content')
    const dark = canvas.getByTestId('dark-content')
    const bordered = canvas.getByTestId('bordered-content')
    // Dark resolves the same tokens to other colours than light.
    await expect(background(dark)).not.toBe(background(light))
    // Semi-dark: the menu takes the dark colours, the content the light ones.
    await expect(background(canvas.getByTestId('semi-dark-menu'))).toBe(background(dark))
    await expect(background(canvas.getByTestId('semi-dark-content'))).toBe(background(light))
    // Bordered trades the shadow for a border.
    await expect(getComputedStyle(bordered).boxShadow).toBe('none')
    await expect(getComputedStyle(light).boxShadow).not.toBe('none')
    await expect(canvas.getAllByText('--bgColor-default')).toHaveLength(skins.length)
  },
}
