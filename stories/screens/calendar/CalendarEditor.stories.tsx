import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import type { CalendarScreen } from '../../../src/screens/calendar/CalendarScreen'
import {
  addNeverAnswers,
  calendarMeta,
  calendarWith,
  dialogsClosed,
  expectToast,
  findBoard,
  findDialog,
  findEvent,
  openAddEvent,
  queryEvent,
} from './calendarStory'

const meta = {
  ...calendarMeta,
  title: 'Screens/Calendar/Editor',
} satisfies Meta<typeof CalendarScreen>

export default meta
type Story = StoryObj<typeof meta>

type Scope = ReturnType<typeof within>
const title = (drawer: Scope) => drawer.getByRole('textbox', { name: /^Title/ })
const field = (drawer: Scope, label: RegExp) => drawer.getByLabelText(label)

export const AddEmpty: Story = {
  name: 'Add (empty)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddEvent(canvas))
    await expect(title(drawer)).toHaveValue('')
    await expect(title(drawer)).toHaveFocus()
    await expect(drawer.getByRole('combobox', { name: 'Calendar' })).toHaveValue('Business')
    await expect(drawer.getByRole('checkbox', { name: 'All day' })).not.toBeChecked()
    await expect(field(drawer, /^Start date/)).toHaveValue('2026-03-16')
    await expect(field(drawer, /^Start time/)).toHaveValue('09:00')
    await expect(field(drawer, /^End date/)).toHaveValue('2026-03-16')
    await expect(field(drawer, /^End time/)).toHaveValue('10:00')
    await expect(drawer.getByRole('textbox', { name: 'Event URL' })).toHaveValue('')
    await expect(drawer.getByText('No guests yet.')).toBeVisible()
    await expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue('')
    await expect(drawer.getByRole('textbox', { name: 'Description' })).toHaveValue('')
    await expect(drawer.queryByRole('button', { name: 'Remove' })).toBeNull()
    // All day: no times.
    await userEvent.click(drawer.getByRole('checkbox', { name: 'All day' }))
    await expect(drawer.queryByLabelText(/^Start time/)).toBeNull()
    // Closing with a change asks first.
    await userEvent.click(drawer.getByRole('button', { name: 'Cancel' }))
    const ask = within(await findDialog('Discard your changes?', 'alertdialog'))
    await userEvent.click(ask.getByRole('button', { name: 'Discard' }))
    await dialogsClosed()
  },
}

export const AddInvalid: Story = {
  name: 'Add (invalid)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddEvent(canvas))
    fireEvent.change(field(drawer, /^End time/), { target: { value: '08:30' } })
    await userEvent.type(drawer.getByRole('textbox', { name: 'Event URL' }), 'meet.demo.com/x')
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    // Each problem at its field; the drawer stays open.
    await expect(await drawer.findByText('Enter a title.')).toBeVisible()
    await expect(title(drawer)).toHaveAccessibleDescription('Enter a title.')
    await expect(field(drawer, /^End time/)).toHaveAccessibleDescription(
      'The end must be after the start.',
    )
    await expect(drawer.getByRole('textbox', { name: 'Event URL' })).toHaveAccessibleDescription(
      'Enter a link starting with http:// or https://.',
    )
    // Fixing a field clears its message only.
    await userEvent.type(title(drawer), 'Budget review')
    await waitFor(() => expect(drawer.queryByText('Enter a title.')).toBeNull())
    await expect(drawer.getByText('The end must be after the start.')).toBeVisible()
  },
}

export const AddSaving: Story = {
  name: 'Add (saving)',
  parameters: calendarWith(addNeverAnswers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddEvent(canvas))
    await userEvent.type(title(drawer), 'Budget review')
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(drawer.getByRole('button', { name: /^Add/ })).toHaveAttribute('data-loading', 'true'),
    )
    await expect(title(drawer)).toHaveValue('Budget review')
  },
}

export const AddSaved: Story = {
  name: 'Add (saved, with a guest)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddEvent(canvas))
    await userEvent.type(title(drawer), 'Budget review')
    await userEvent.selectOptions(drawer.getByRole('combobox', { name: 'Calendar' }), 'Family')
    fireEvent.change(field(drawer, /^Start date/), { target: { value: '2026-03-20' } })
    fireEvent.change(field(drawer, /^End date/), { target: { value: '2026-03-20' } })
    await userEvent.click(drawer.getByRole('button', { name: 'Choose guests' }))
    const people = within(await findDialog('Invite guests'))
    await userEvent.click(await people.findByRole('option', { name: /Lena Fischer/ }))
    await userEvent.keyboard('{Escape}')
    await expect(await drawer.findByRole('listitem')).toHaveTextContent('Lena Fischer')
    await userEvent.type(drawer.getByRole('textbox', { name: 'Location' }), 'Room 4.12')
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await expectToast('“Budget review” was added.')
    await expect(await findEvent(canvas, 'Budget review')).toHaveAccessibleName(
      /^Budget review, Family, Friday, March 20, 2026/,
    )
  },
}

export const GuestsPicker: Story = {
  name: 'Guests picker (filter, no match)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const drawer = within(await openAddEvent(canvas))
    await userEvent.click(drawer.getByRole('button', { name: 'Choose guests' }))
    const people = within(await findDialog('Invite guests'))
    await people.findByRole('option', { name: /Lena Fischer/ })
    const filter = people.getByRole('combobox', { name: 'Filter people' })
    // The hint and the count are the app's words (Primer's own are in English only).
    await expect(filter).toHaveAccessibleDescription(/^The list narrows as you type\.\s*$/)
    const listed = Number(
      /\d+/.exec(within(document.body).getByText(/^People listed: \d+$/).textContent ?? '')?.[0],
    )
    await expect(people.getAllByRole('option')).toHaveLength(listed)
    // The filter keeps those whose name has what was typed, and the count follows.
    await userEvent.type(filter, 'Fischer')
    await waitFor(() => expect(people.getAllByRole('option').length).toBeLessThan(listed))
    const matching = people.getAllByRole('option')
    for (const option of matching) await expect(option).toHaveAccessibleName(/Fischer/)
    await expect(
      within(document.body).getByText(`People listed: ${matching.length}`),
    ).toBeInTheDocument()
    await userEvent.type(filter, 'zzz')
    await expect(await people.findByText('No one matches the filter.')).toBeVisible()
    await expect(within(document.body).getByText('People listed: 0')).toBeInTheDocument()
    await expect(people.queryByText('No items available')).toBeNull()
  },
}

export const GuestsPickerFrench: Story = {
  name: 'Guests picker (French)',
  globals: { lang: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Ajouter un événement' })[0] as HTMLElement,
    )
    const drawer = within(await findDialog('Ajouter un événement'))
    await userEvent.click(drawer.getByRole('button', { name: 'Choisir des invités' }))
    const people = within(await findDialog('Inviter des personnes'))
    await people.findByRole('option', { name: /Lena Fischer/ })
    const filter = people.getByRole('combobox', { name: 'Filtrer les personnes' })
    await expect(filter).toHaveAccessibleDescription(
      /^La liste se réduit à mesure que vous tapez\.\s*$/,
    )
    await userEvent.type(filter, 'zzz')
    await expect(await people.findByText('Personne ne correspond au filtre.')).toBeVisible()
    await expect(within(document.body).getByText('Personnes listées : 0')).toBeInTheDocument()
  },
}

export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    await userEvent.click(await findEvent(canvas, 'Harbourline renewal call'))
    const drawer = within(await findDialog('Edit event'))
    await expect(title(drawer)).toHaveValue('Harbourline renewal call')
    await expect(drawer.getByRole('combobox', { name: 'Calendar' })).toHaveValue('Business')
    await expect(field(drawer, /^Start date/)).toHaveValue('2026-03-17')
    await expect(drawer.getByRole('textbox', { name: 'Event URL' })).toHaveValue(
      'https://meet.demo.com/harbourline',
    )
    await expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue('Online')
    const guests = drawer.getByRole('list', { name: 'Guests' })
    await expect(
      within(guests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Lena Fischer'), expect.stringContaining('Tomasz Nowak')])
    await userEvent.selectOptions(drawer.getByRole('combobox', { name: 'Calendar' }), 'Personal')
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }))
    await expectToast('“Harbourline renewal call” was saved.')
    await expect(await findEvent(canvas, 'Harbourline renewal call')).toHaveAccessibleName(
      /^Harbourline renewal call, Personal,/,
    )
  },
}

export const RemoveWithUndo: Story = {
  name: 'Remove, then Undo',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findBoard(canvas)
    // An event opens from the keyboard too.
    const lunch = await findEvent(canvas, 'Team lunch')
    lunch.focus()
    await userEvent.keyboard('{Enter}')
    const drawer = within(await findDialog('Edit event'))
    await userEvent.click(drawer.getByRole('button', { name: 'Remove' }))
    const confirm = within(await findDialog('Remove this event?', 'alertdialog'))
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }))
    await dialogsClosed()
    await expectToast('“Team lunch” was removed.')
    await expect(queryEvent(canvas, 'Team lunch')).toBeNull()
    await userEvent.click(within(document.body).getByRole('button', { name: 'Undo' }))
    await expectToast('“Team lunch” is back.')
    await expect(await findEvent(canvas, 'Team lunch')).toBeVisible()
  },
}
