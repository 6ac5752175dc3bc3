import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { changeLanguage } from '../../../src/app/i18n'
import { NavbarLanguage } from '../../../src/screens/navbar/NavbarLanguage'

const meta = {
  title: 'Screens/Navbar/Language',
  component: NavbarLanguage,
  // As the app wires it: switch without remembering, so other stories keep their toolbar language.
  args: { onChange: (language) => void changeLanguage(language, false) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavbarLanguage>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Language: English' }),
    ).toBeVisible()
  },
}

export const OpenWithCurrentChecked: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Language: English' }),
    )
    const menu = within(await page.findByRole('menu'))
    await waitFor(() => expect(menu.getAllByRole('menuitemradio')[0]).toBeVisible())
    const items = menu.getAllByRole('menuitemradio')
    await expect(items.map((item) => item.textContent)).toEqual([
      'English',
      'Français',
      'Deutsch',
      'Português',
      'العربية',
    ])
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  },
}

export const SwitchToFrench: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Language: English' }),
    )
    const menu = within(await page.findByRole('menu'))
    await waitFor(() => expect(menu.getAllByRole('menuitemradio')[0]).toBeVisible())
    await userEvent.click(menu.getByRole('menuitemradio', { name: 'Français' }))
    await waitFor(async () =>
      expect(
        await within(canvasElement).findByRole('button', { name: 'Langue: Français' }),
      ).toBeVisible(),
    )
  },
}

export const Arabic: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'اللغة: العربية' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
  },
}
