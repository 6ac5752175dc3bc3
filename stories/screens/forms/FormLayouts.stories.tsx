import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { FormLayoutsScreen } from '../../../src/screens/forms/FormLayoutsScreen'
import { fieldNamed, findSection, formsAt, isWiderThanWindow } from './formsStory'

const route = '/forms/layouts'

const meta = {
  title: 'Screens/Forms/Form layouts',
  component: FormLayoutsScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <FormLayoutsScreen />
    </div>
  ),
  parameters: formsAt(route),
} satisfies Meta<typeof FormLayoutsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Six layouts; Send says nothing was sent; the drawer opens, sends and closes. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const name of ['Vertical', 'Horizontal', 'With icons', 'Multi-column', 'In a card'])
      await expect(await findSection(canvas, name)).toBeVisible()
    const vertical = canvas.getByRole('form', { name: 'Vertical' })
    await userEvent.type(fieldNamed(within(vertical), 'textbox', 'First name'), 'Ada')
    await userEvent.click(within(vertical).getByRole('button', { name: 'Send' }))
    await expect(within(vertical).getByRole('status')).toHaveTextContent(
      'Nothing was sent: this sample only shows the layout.',
    )
    const drawerSection = await findSection(canvas, 'In a drawer')
    await userEvent.click(within(drawerSection).getByRole('button', { name: 'Open the form' }))
    const drawer = await within(document.body).findByRole('dialog', { name: 'Contact us' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Send' }))
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
    await expect(within(drawerSection).getByRole('status')).toHaveTextContent('Nothing was sent')
  },
}

/** `?drawer=open`: a shared link opens the drawer, which Cancel closes. */
export const DrawerOpen: Story = {
  parameters: formsAt(route, '?drawer=open'),
  play: async () => {
    const body = within(document.body)
    const drawer = await body.findByRole('dialog', { name: 'Contact us' })
    // Visible once the drawer has slid in.
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Message' })).toBeVisible(),
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await expect(body.queryByRole('dialog')).toBeNull()
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const columns = canvas.getByRole('form', { name: 'Multi-column' })
    const first = fieldNamed(within(columns), 'textbox', 'First name')
    const last = fieldNamed(within(columns), 'textbox', 'Last name')
    // One column on a phone: Last name under First name.
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom,
    )
    await expect(isWiderThanWindow()).toBe(false)
  },
}

export const Dark: Story = {
  globals: { skin: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await findSection(canvas, 'In a card')
    await expect(card.closest('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark')
    await expect(within(card).getByRole('button', { name: 'Send' })).toBeVisible()
  },
}

export const RightToLeftArabic: Story = {
  globals: { dir: 'rtl', lang: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'تخطيطات النماذج' }),
    ).toBeVisible()
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const icons = await findSection(canvas, 'مع أيقونات')
    await expect(within(icons).getByRole('textbox', { name: 'المدينة' })).toBeVisible()
  },
}
