import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { EditorDrawer } from '../../../src/components/dialog/EditorDrawer'

const meta = {
  title: 'Components/EditorDrawer',
  component: EditorDrawer,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A side drawer that edits one record: its form, a failure message when saving failed, and a question before unsaved changes are discarded.\n\n**Use it** for an edit form a machine drives (saving, failed, asking). **Do** keep the record's state in the machine and pass `isAsking` / `failure`. **Don't** close it without asking when the form has changes.",
      },
    },
    layout: 'fullscreen',
  },
  args: {
    title: 'Edit task',
    closeLabel: 'Close',
    formId: 'story-editor-form',
    formClassName: 'story-editor',
    failure: null,
    footerButtons: [
      { content: 'Save', buttonType: 'primary', type: 'submit', form: 'story-editor-form' },
    ],
    isAsking: false,
    question: {
      title: 'Discard your changes?',
      body: 'What you changed in this task will be lost.',
      discard: 'Discard',
      keepEditing: 'Keep editing',
    },
    onSave: fn(),
    onClose: fn(),
    onAnswer: fn(),
    children: (
      <label>
        Title <input name="title" defaultValue="Prepare the release notes" />
      </label>
    ),
  },
} satisfies Meta<typeof EditorDrawer>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The form in a drawer: Save submits it (Enter in a field too), Close asks the editor. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = within(body(canvasElement).getByRole('dialog', { name: 'Edit task' }))
    await expect(drawer.queryByRole('alert')).toBeNull()
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    await userEvent.type(drawer.getByRole('textbox', { name: 'Title' }), '{Enter}')
    await expect(args.onSave).toHaveBeenCalledTimes(2)
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** A save failed for a reason that is not a field's: the reason shows above the fields. */
export const SaveFailed: Story = {
  args: { failure: 'The task could not be saved: the server did not answer.' },
  play: async ({ canvasElement }) => {
    const drawer = within(body(canvasElement).getByRole('dialog', { name: 'Edit task' }))
    await waitFor(() =>
      expect(
        drawer.getByText('The task could not be saved: the server did not answer.'),
      ).toBeVisible(),
    )
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Prepare the release notes',
    )
  },
}

/** Closing with changes: the question, and each answer reported. */
export const AskingBeforeDiscarding: Story = {
  args: { isAsking: true },
  play: async ({ canvasElement, args }) => {
    const ask = within(
      await body(canvasElement).findByRole('alertdialog', {
        name: 'Discard your changes?',
      }),
    )
    await waitFor(() =>
      expect(ask.getByText('What you changed in this task will be lost.')).toBeVisible(),
    )
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }))
    await expect(args.onAnswer).toHaveBeenCalledWith(false)
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }))
    await expect(args.onAnswer).toHaveBeenCalledWith(true)
  },
}
