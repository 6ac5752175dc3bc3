import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { defaultPreferences } from '../../../src/api/types/preferences'
import { Customizer, type CustomizerProps } from '../../../src/components/customizer/Customizer'
import { useCustomizerLabels } from '../../../src/screens/preferences/CustomizerPanel'
import { CustomizerDialog } from '../../../src/components/customizer/CustomizerDialog'
import { CustomizerSettings } from '../../../src/components/customizer/CustomizerSettings'
import { DemoDataSection } from '../../../src/components/customizer/DemoDataSection'
import {
  ChoiceGroup,
  SettingSelect,
  SettingSwitch,
  SwatchGroup,
} from '../../../src/components/customizer/CustomizerControls'

/** The component with its texts from the locale files, so the language toolbar applies. */
function TranslatedCustomizer(props: Omit<CustomizerProps, 'labels'>) {
  return <Customizer {...props} labels={useCustomizerLabels()} />
}
// The docs page's first props tab: the story's own controls (a built Storybook minifies names).
TranslatedCustomizer.displayName = 'Story controls'

const meta = {
  title: 'Components/Customizer',
  component: TranslatedCustomizer,
  tags: ['autodocs'],
  subcomponents: {
    Customizer,
    CustomizerDialog,
    CustomizerSettings,
    DemoDataSection,
    ChoiceGroup,
    SettingSwitch,
    SwatchGroup,
    SettingSelect,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The theme customizer: a button that opens a drawer of the person's display settings (skin, direction, layout, width, menu, navbar, footer) and a reset.\n\n**Use it** once, in the app's shell, over the preferences machine (`onChange` saves each choice). **Do** give it labels from i18next (the stories use the app's). Its dialog, sections and controls are parts (props below).",
      },
    },
  },
  args: { preferences: defaultPreferences, onChange: fn(), onReset: fn() },
} satisfies Meta<typeof TranslatedCustomizer>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog is portalled to the body, so queries for it look at the whole page. */
const page = within(document.body)
/** The drawer's code loads on the first open: give it time on a busy machine. */
const lazyDrawer = { timeout: 5000 }

async function openCustomizer(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Open the customizer' }),
  )
  const dialog = await page.findByRole('dialog', { name: 'Theme customizer' }, lazyDrawer)
  // The drawer slides in; wait until it is on screen.
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Open the customizer',
    })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(page.queryByRole('dialog')).toBeNull()
    // Fixed on the right edge in left-to-right.
    await expect(getComputedStyle(trigger).position).toBe('fixed')
    await expect(Math.round(trigger.getBoundingClientRect().right)).toBe(window.innerWidth)
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCustomizer(canvasElement)
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    await expect(within(dialog).getByText('Customize and preview in real time')).toBeVisible()
    // Focus moved into the drawer and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    for (let step = 0; step < 30; step += 1) await userEvent.tab()
    await expect(dialog.contains(document.activeElement)).toBe(true)
    // It sits on the right edge.
    await expect(Math.round(dialog.getBoundingClientRect().right)).toBe(window.innerWidth)
    // The current values are checked.
    await expect(within(dialog).getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(within(dialog).getByRole('radio', { name: 'Default' })).toBeChecked()
    await expect(
      within(dialog).getByRole('button', { name: 'Scroll-to-top button' }),
    ).toHaveAttribute('aria-pressed', 'true')
    // Esc closes it and gives focus back to the gear.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await expect(
      within(canvasElement).getByRole('button', { name: 'Open the customizer' }),
    ).toHaveFocus()
  },
}

export const CloseButton: Story = {
  args: { isDefaultOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Theme customizer' }, lazyDrawer)
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the customizer' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
  },
}

export const ChangeSkin: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const skin = within(dialog).getByRole('group', { name: 'Skin' })
    await userEvent.click(within(skin).getByRole('radio', { name: 'Semi dark' }))
    await expect(args.onChange).toHaveBeenCalledWith('skin', 'semi-dark')
  },
}

export const ToggleDirection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const rtl = within(dialog).getByRole('button', { name: 'Right-to-left' })
    await expect(rtl).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(rtl)
    await expect(args.onChange).toHaveBeenCalledWith('isRTL', true)
  },
}

export const ChangeLayoutAndWidth: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const layout = within(dialog).getByRole('group', { name: 'Menu layout' })
    await userEvent.click(within(layout).getByRole('radio', { name: 'Horizontal' }))
    await expect(args.onChange).toHaveBeenCalledWith('layout', 'horizontal')
    const width = within(dialog).getByRole('group', { name: 'Content width' })
    await userEvent.click(within(width).getByRole('radio', { name: 'Full width' }))
    await expect(args.onChange).toHaveBeenCalledWith('contentWidth', 'full')
  },
}

export const ToggleMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Menu collapsed' }))
    await expect(args.onChange).toHaveBeenCalledWith('menuCollapsed', true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Menu hidden' }))
    await expect(args.onChange).toHaveBeenCalledWith('menuHidden', true)
  },
}

export const ChangeNavbar: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const colours = within(dialog).getByRole('group', { name: 'Navbar colour' })
    await expect(within(colours).getAllByRole('radio')).toHaveLength(7)
    await userEvent.click(within(colours).getByRole('radio', { name: 'Purple' }))
    await expect(args.onChange).toHaveBeenCalledWith('navbarColor', 'done')
    const type = within(dialog).getByRole('group', { name: 'Navbar type' })
    await userEvent.click(within(type).getByRole('radio', { name: 'Sticky' }))
    await expect(args.onChange).toHaveBeenCalledWith('navbarType', 'sticky')
  },
}

export const ChangeFooter: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const footer = within(dialog).getByRole('group', { name: 'Footer type' })
    await userEvent.click(within(footer).getByRole('radio', { name: 'Hidden' }))
    await expect(args.onChange).toHaveBeenCalledWith('footerType', 'hidden')
  },
}

export const ChangeMiscellaneous: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Router transition' }),
      'Zoom in',
    )
    await expect(args.onChange).toHaveBeenCalledWith('routerTransition', 'zoom-in')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Scroll-to-top button' }))
    await expect(args.onChange).toHaveBeenCalledWith('isScrollTopShown', false)
  },
}

export const ResetToDefaults: Story = {
  args: {
    preferences: { ...defaultPreferences, skin: 'dark', layout: 'horizontal', menuHidden: true },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openCustomizer(canvasElement)
    const skin = within(dialog).getByRole('group', { name: 'Skin' })
    await expect(within(skin).getByRole('radio', { name: 'Dark' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }))
    await expect(args.onReset).toHaveBeenCalledOnce()
  },
}

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Open the customizer',
    })
    // Mirrored: the gear sits on the left edge, and the drawer opens from the left.
    await expect(Math.round(trigger.getBoundingClientRect().left)).toBe(0)
    const dialog = await openCustomizer(canvasElement)
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0))
  },
}

export const Arabic: Story = {
  globals: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'فتح أداة التخصيص' }),
    )
    const dialog = await page.findByRole('dialog', { name: 'تخصيص المظهر' }, lazyDrawer)
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(within(dialog).getByRole('radio', { name: 'فاتحة' })).toBeChecked()
    await expect(
      within(dialog).getByRole('button', { name: 'استعادة الإعدادات الافتراضية' }),
    ).toBeVisible()
  },
}
