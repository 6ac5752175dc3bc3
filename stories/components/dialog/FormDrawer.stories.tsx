import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FormDrawer } from '../../../src/components/dialog/FormDrawer'

const meta = {
  title: 'Components/FormDrawer',
  component: FormDrawer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A form in a drawer at the page's side (fullscreen on a phone): a failure above its fields and the footer's buttons, which name the form by its id.\n\n**Use it** to create or edit a record beside its list (an invoice, a user). **Do** give the footer's submit button `form: formId`. **Don't** use it when leaving must ask about unsaved changes: `EditorDrawer` does that.",
      },
    },
  },
  args: {
    title: 'Add user',
    closeLabel: 'Close',
    formId: 'story-form-drawer',
    formClassName: '',
    failure: 'The user could not be saved. Try again.',
    footerButtons: [
      { content: 'Save', buttonType: 'primary', type: 'submit', form: 'story-form-drawer' },
    ],
    onSubmit: fn(),
    onClose: fn(),
    children: (
      <label>
        Full name <input name="name" defaultValue="Amara Okafor" />
      </label>
    ),
  },
} satisfies Meta<typeof FormDrawer>

export default meta
type Story = StoryObj<typeof meta>

/** A save failed: the reason is above the fields; Save sends the form again, Close closes. */
export const SaveFailed: Story = {
  play: async ({ args }) => {
    const drawer = within(document.body).getByRole('dialog', { name: 'Add user' })
    // The drawer slides in; wait until it is on screen.
    await waitFor(() => expect(drawer).toBeVisible())
    await expect(within(drawer).getByText('The user could not be saved. Try again.')).toBeVisible()
    await expect(within(drawer).getByRole('textbox', { name: 'Full name' })).toBeVisible()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }))
    await expect(args.onSubmit).toHaveBeenCalled()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}
