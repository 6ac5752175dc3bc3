import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CustomizerPanel } from '../../../src/screens/preferences/CustomizerPanel'

const meta = {
  title: 'Screens/Preferences/Customizer panel',
  component: CustomizerPanel,
  args: { isDefaultOpen: true },
} satisfies Meta<typeof CustomizerPanel>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
/** The drawer's code loads on the first open: give it time on a busy machine. */
const lazyDrawer = { timeout: 5000 }

async function drawer(name = 'Theme customizer') {
  const dialog = await page.findByRole('dialog', { name }, lazyDrawer)
  // The drawer slides in; wait until it is on screen.
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

function radioIn(dialog: HTMLElement, group: string, option: string) {
  return within(within(dialog).getByRole('group', { name: group })).getByRole('radio', {
    name: option,
  })
}

/** The SPEC §1 defaults, read from the preferences actor. */
export const Defaults: Story = {
  play: async () => {
    const dialog = await drawer()
    await expect(radioIn(dialog, 'Skin', 'Light')).toBeChecked()
    await expect(radioIn(dialog, 'Menu layout', 'Vertical')).toBeChecked()
    await expect(radioIn(dialog, 'Content width', 'Boxed')).toBeChecked()
    await expect(radioIn(dialog, 'Navbar colour', 'Default')).toBeChecked()
    await expect(radioIn(dialog, 'Navbar type', 'Floating')).toBeChecked()
    await expect(radioIn(dialog, 'Footer type', 'Static')).toBeChecked()
    await expect(within(dialog).getByRole('combobox', { name: 'Router transition' })).toHaveValue(
      'fade',
    )
    const pressed = (name: string) => within(dialog).getByRole('button', { name })
    await expect(pressed('Right-to-left')).toHaveAttribute('aria-pressed', 'false')
    await expect(pressed('Menu collapsed')).toHaveAttribute('aria-pressed', 'false')
    await expect(pressed('Menu hidden')).toHaveAttribute('aria-pressed', 'false')
    await expect(pressed('Scroll-to-top button')).toHaveAttribute('aria-pressed', 'true')
  },
}

/** Every section sends `preferences.set`; the drawer shows the actor's new state; reset restores all. */
export const ChangeEverySectionThenReset: Story = {
  play: async () => {
    const dialog = await drawer()
    const inDialog = within(dialog)

    await userEvent.click(radioIn(dialog, 'Skin', 'Bordered'))
    await waitFor(() => expect(radioIn(dialog, 'Skin', 'Bordered')).toBeChecked())
    await expect(radioIn(dialog, 'Skin', 'Light')).not.toBeChecked()

    await userEvent.click(inDialog.getByRole('button', { name: 'Right-to-left' }))
    await waitFor(() =>
      expect(inDialog.getByRole('button', { name: 'Right-to-left' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )

    await userEvent.click(radioIn(dialog, 'Menu layout', 'Horizontal'))
    await waitFor(() => expect(radioIn(dialog, 'Menu layout', 'Horizontal')).toBeChecked())
    await userEvent.click(radioIn(dialog, 'Content width', 'Full width'))
    await waitFor(() => expect(radioIn(dialog, 'Content width', 'Full width')).toBeChecked())

    for (const name of ['Menu collapsed', 'Menu hidden']) {
      await userEvent.click(inDialog.getByRole('button', { name }))
      await waitFor(() =>
        expect(inDialog.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true'),
      )
    }

    await userEvent.click(radioIn(dialog, 'Navbar colour', 'Green'))
    await waitFor(() => expect(radioIn(dialog, 'Navbar colour', 'Green')).toBeChecked())
    await userEvent.click(radioIn(dialog, 'Navbar type', 'Static'))
    await waitFor(() => expect(radioIn(dialog, 'Navbar type', 'Static')).toBeChecked())
    await userEvent.click(radioIn(dialog, 'Footer type', 'Sticky'))
    await waitFor(() => expect(radioIn(dialog, 'Footer type', 'Sticky')).toBeChecked())

    const transition = inDialog.getByRole('combobox', { name: 'Router transition' })
    await userEvent.selectOptions(transition, 'None')
    await waitFor(() => expect(transition).toHaveValue('none'))
    await userEvent.click(inDialog.getByRole('button', { name: 'Scroll-to-top button' }))
    await waitFor(() =>
      expect(inDialog.getByRole('button', { name: 'Scroll-to-top button' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )

    await userEvent.click(inDialog.getByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(radioIn(dialog, 'Skin', 'Light')).toBeChecked())
    await expect(radioIn(dialog, 'Menu layout', 'Vertical')).toBeChecked()
    await expect(radioIn(dialog, 'Navbar colour', 'Default')).toBeChecked()
    await expect(radioIn(dialog, 'Footer type', 'Static')).toBeChecked()
    await expect(transition).toHaveValue('fade')
    await expect(inDialog.getByRole('button', { name: 'Menu hidden' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  },
}

/** Starts from preferences other than the defaults (`parameters.preferences`). */
export const SavedPreferences: Story = {
  parameters: {
    preferences: { navbarColor: 'danger', navbarType: 'hidden', layout: 'horizontal' },
  },
  play: async () => {
    const dialog = await drawer()
    await expect(radioIn(dialog, 'Navbar colour', 'Red')).toBeChecked()
    await expect(radioIn(dialog, 'Navbar type', 'Hidden')).toBeChecked()
    await expect(radioIn(dialog, 'Menu layout', 'Horizontal')).toBeChecked()
  },
}

export const Closed: Story = {
  args: { isDefaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', {
      name: 'Open the customizer',
    })
    await expect(page.queryByRole('dialog')).toBeNull()
    await userEvent.click(trigger)
    await expect(await drawer()).toBeVisible()
  },
}

export const French: Story = {
  globals: { lang: 'fr' },
  play: async () => {
    const dialog = await drawer('Personnalisation du thème')
    await userEvent.click(radioIn(dialog, 'Apparence', 'Sombre'))
    await waitFor(() => expect(radioIn(dialog, 'Apparence', 'Sombre')).toBeChecked())
    await expect(
      within(dialog).getByRole('button', { name: 'Rétablir les valeurs par défaut' }),
    ).toBeVisible()
  },
}

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async () => {
    const dialog = await drawer()
    await expect(within(dialog).getByRole('button', { name: 'Right-to-left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().left)).toBe(0))
  },
}

async function askToResetDemoData(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset demo data' }))
  const confirm = await page.findByRole('alertdialog', { name: 'Reset the demo data?' })
  await expect(confirm).toHaveTextContent(/every open tab reloads with the sample data/)
  return confirm
}

/** Admins reset the demo data (asked first); the back end then reloads every tab. */
export const ResetDemoData: Story = {
  play: async () => {
    const dialog = await drawer()
    await expect(within(dialog).getByRole('heading', { name: 'Demo data' })).toBeVisible()
    const confirm = await askToResetDemoData(dialog)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull())
    // Waiting for the tabs to reload: the button stays busy.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reset demo data' })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
  },
}

export const ResetDemoDataCancelled: Story = {
  play: async () => {
    const dialog = await drawer()
    const confirm = await askToResetDemoData(dialog)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull())
    await expect(
      within(dialog).getByRole('button', { name: 'Reset demo data' }),
    ).not.toHaveAttribute('data-loading', 'true')
  },
}

export const ResetDemoDataFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        system: [
          http.post('*/api/demo-data/reset', () =>
            HttpResponse.json({ message: 'Storage is busy' }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async () => {
    const dialog = await drawer()
    const confirm = await askToResetDemoData(dialog)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset' }))
    await expect(
      await within(dialog).findByText('The demo data could not be reset. Try again.'),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Reset demo data' })).toBeEnabled()
  },
}

/** Clients may not reset the demo data: the section is not there (the back end answers 403 too). */
export const ClientHasNoDemoDataReset: Story = {
  globals: { role: 'client' },
  play: async () => {
    const dialog = await drawer()
    await expect(within(dialog).getByRole('group', { name: 'Skin' })).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: 'Reset demo data' })).toBeNull()
  },
}
