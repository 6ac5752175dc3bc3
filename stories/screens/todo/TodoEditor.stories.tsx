import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { TodoScreen } from '../../../src/screens/todo/TodoScreen'
import { typeRichText } from '../../support/typeRichText'
import {
  dialogsClosed,
  expectToast,
  findDialog,
  findTaskList,
  openAddTask,
  openTask,
  peopleFailing,
  shownTitles,
  todoMeta,
  todoWith,
} from './todoStory'

const meta = {
  ...todoMeta,
  title: 'Screens/Todo/Editor',
} satisfies Meta<typeof TodoScreen>

export default meta
type Story = StoryObj<typeof meta>

export const AddInvalid: Story = {
  name: 'Add (invalid)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddTask(canvas))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await expect(title).toHaveValue('')
    await expect(drawer.getByRole('combobox', { name: 'Assignee' })).toHaveValue('')
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    // Each problem at its field; the drawer stays open.
    await expect(await drawer.findByText('Enter a title.')).toBeVisible()
    await expect(drawer.getByText('Choose a due date.')).toBeVisible()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveAccessibleDescription('Enter a title.')
    // Typing a title clears its message only.
    await userEvent.type(title, 'Call the printer')
    await waitFor(() => expect(drawer.queryByText('Enter a title.')).toBeNull())
    await expect(drawer.getByText('Choose a due date.')).toBeVisible()
  },
}

export const AddSaved: Story = {
  name: 'Add (saved)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openAddTask(canvas))
    await userEvent.type(drawer.getByRole('textbox', { name: /^Title/ }), 'Call the printer')
    fireEvent.change(drawer.getByLabelText(/^Due date/), { target: { value: '2026-03-20' } })
    const people = drawer.getByRole('combobox', { name: 'Assignee' })
    await waitFor(() => expect(within(people).getAllByRole('option').length).toBeGreaterThan(2))
    await userEvent.selectOptions(people, within(people).getAllByRole('option')[1] as HTMLElement)
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Team' }))
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Important' }))
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await dialogsClosed()
    await expectToast('“Call the printer” was added.')
    // New tasks go first in the manual order.
    await waitFor(() => expect(shownTitles(canvasElement)[0]).toBe('Call the printer'))
    await expect(
      canvas.getByRole('button', { name: 'Mark Call the printer as important' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(canvas.getByRole('link', { name: 'All 11 in total' })).toBeVisible())
  },
}

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Clean up unused dashboard widgets'))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await expect(title).toHaveValue('Clean up unused dashboard widgets')
    await expect(drawer.getByRole('checkbox', { name: 'Low' })).toBeChecked()
    await userEvent.clear(title)
    await userEvent.type(title, 'Remove unused dashboard widgets')
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await dialogsClosed()
    await expectToast('“Remove unused dashboard widgets” was saved.')
    await waitFor(() =>
      expect(shownTitles(canvasElement)[1]).toBe('Remove unused dashboard widgets'),
    )
  },
}

export const CloseAsksFirst: Story = {
  name: 'Edit (close asks first)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Plan the quarterly all-hands'))
    const title = drawer.getByRole('textbox', { name: /^Title/ })
    await userEvent.type(title, ' and offsite')
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    const ask = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }))
    await expect(title).toHaveValue('Plan the quarterly all-hands and offsite')
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    const again = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(again.getByRole('button', { name: 'Discard' }))
    await dialogsClosed()
    await expect(shownTitles(canvasElement)).toContain('Plan the quarterly all-hands')
  },
}

type Drawer = ReturnType<typeof within>

/** The description box once the editor has loaded (it comes with the drawer's first open). */
const findDescription = (drawer: Drawer) =>
  drawer.findByRole('textbox', { name: 'Description' }, { timeout: 5000 })

/** Puts the caret after the last word of a rich-text box, as a click there would. */
async function caretAtEnd(box: HTMLElement) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
  let last: Node | null = null
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node
  if (!last) throw new Error('no text in the box')
  // The editor takes the selection from the page's selectionchange event, in a listener added
  // before this one: once this one has heard it, the editor has the caret where it is put below.
  const taken = new Promise((resolve) =>
    document.addEventListener('selectionchange', resolve, { once: true }),
  )
  box.focus()
  // Inside the last text node: the editor maps that to a place in its paragraph.
  window.getSelection()?.collapse(last, last.textContent?.length ?? 0)
  await taken
}

export const EditDescription: Story = {
  name: 'Edit (rich description)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    let drawer = within(await openTask(canvas, 'Plan the quarterly all-hands'))
    let box = await findDescription(drawer)
    await expect(box).toHaveTextContent('Agenda, speakers and a slot for open questions.')
    const toolbar = within(drawer.getByRole('toolbar', { name: 'Formatting' }))
    // More words at the end, then all of it in bold from the toolbar.
    await caretAtEnd(box)
    await typeRichText(box, ' Book the room.', { click: false })
    await waitFor(() => expect(box).toHaveTextContent('open questions. Book the room.'))
    await userEvent.keyboard('{Control>}a{/Control}')
    await userEvent.click(toolbar.getByRole('button', { name: 'Bold' }))
    await waitFor(() =>
      expect(box.querySelector('strong')).toHaveTextContent(
        'Agenda, speakers and a slot for open questions. Book the room.',
      ),
    )
    // An edited description counts as a change: closing asks first.
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    const ask = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: 'Keep editing' }))
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await dialogsClosed()
    await expectToast('“Plan the quarterly all-hands” was saved.')
    // Opened again, the words and their formatting are still there.
    drawer = within(await openTask(canvas, 'Plan the quarterly all-hands'))
    box = await findDescription(drawer)
    await expect(box.querySelector('strong')).toHaveTextContent(
      'Agenda, speakers and a slot for open questions. Book the room.',
    )
  },
}

export const DescriptionUndone: Story = {
  name: 'Edit (description changed and undone)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Refresh the onboarding checklist'))
    const box = await findDescription(drawer)
    // A stored list shows as a list.
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2)
    await expect(within(box).getByText('Remove the old VPN steps')).toBeVisible()
    await caretAtEnd(box)
    await typeRichText(box, ' now', { click: false })
    await waitFor(() => expect(box).toHaveTextContent('Remove the old VPN steps now'))
    // Every change undone (Undo is in the toolbar's overflow in a drawer this narrow; the
    // keyboard's will do): the description is as it came, so the drawer closes without asking.
    for (let presses = 0; presses < 6; presses += 1)
      await userEvent.keyboard('{Control>}z{/Control}')
    await waitFor(() => expect(box).not.toHaveTextContent('now'))
    await expect(within(box).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }))
    await dialogsClosed()
  },
}

const descriptionRefused = http.post('*/apps/todo/update-task', () =>
  HttpResponse.json(
    { message: 'Invalid task.', errors: { description: 'Keep the description shorter.' } },
    { status: 400 },
  ),
)

export const DescriptionRefused: Story = {
  name: 'Edit (description refused)',
  parameters: todoWith(descriptionRefused),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTaskList(canvas)
    const drawer = within(await openTask(canvas, 'Plan the quarterly all-hands'))
    const box = await findDescription(drawer)
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    // The back end's sentence at the field, tied to the box.
    await expect(await drawer.findByText('Keep the description shorter.')).toBeVisible()
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'))
    await expect(box).toHaveAccessibleDescription('Keep the description shorter.')
    // Editing the description clears its message.
    await caretAtEnd(box)
    await typeRichText(box, ' Short.', { click: false })
    await waitFor(() => expect(drawer.queryByText('Keep the description shorter.')).toBeNull())
    await expect(box).not.toHaveAttribute('aria-invalid')
  },
}

const flakyPeople = peopleFailing()

export const AssigneesRetry: Story = {
  name: 'Assignees (failed, retry)',
  parameters: flakyPeople.parameters,
  beforeEach: () => flakyPeople.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddTask(canvas))
    const people = drawer.getByRole('combobox', { name: 'Assignee' })
    // The people could not be loaded: the field says so and offers to try again.
    await expect(await drawer.findByText('The people could not be loaded.')).toBeVisible()
    await expect(people).toHaveAccessibleDescription('The people could not be loaded.')
    await expect(within(people).getAllByRole('option')).toHaveLength(1)
    flakyPeople.recover()
    await userEvent.click(drawer.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(people).getAllByRole('option').length).toBeGreaterThan(2))
    await expect(drawer.queryByText('The people could not be loaded.')).toBeNull()
    await expect(drawer.queryByRole('button', { name: 'Try again' })).toBeNull()
    // A person from the list can be chosen now.
    await userEvent.selectOptions(people, within(people).getAllByRole('option')[1] as HTMLElement)
    await expect(people).not.toHaveValue('')
  },
}
