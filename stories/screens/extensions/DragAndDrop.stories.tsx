import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneViewport } from '../../../.storybook/viewports'
import { DragAndDropScreen } from '../../../src/screens/extensions/DragAndDropScreen'
import { dragAndDropStorageKey } from '../../../src/screens/extensions/useDragAndDropOrder'
import { darkStoryOf, rightToLeftStoryOf } from '../../support/skinAndDirectionStories'
import { expectAnnounced, expectNoSidewaysScroll, extensionsAt, findTitle } from './extensionsStory'

type Canvas = ReturnType<typeof within>

const meta = {
  title: 'Screens/Extensions/Drag and drop',
  component: DragAndDropScreen,
  render: () => (
    <div style={{ padding: 16 }}>
      <DragAndDropScreen />
    </div>
  ),
  parameters: extensionsAt('/extensions/drag-and-drop'),
  // Each story starts from the sample order, not the one a story before it left in the tab.
  beforeEach: () => sessionStorage.removeItem(dragAndDropStorageKey),
} satisfies Meta<typeof DragAndDropScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The items of a list (a column of the board), by their text (not their handles' tooltips). */
const itemsIn = (canvas: Canvas, list: string) =>
  within(canvas.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.cea-dnd-item__text')?.textContent)

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Drag and Drop')
    await expect(itemsIn(canvas, 'Project steps')).toEqual([
      'Discovery',
      'Design',
      'Build',
      'Test',
      'Release',
    ])
    await expect(itemsIn(canvas, 'To do')).toHaveLength(3)
    await expect(itemsIn(canvas, 'In progress')).toHaveLength(2)
    await expect(itemsIn(canvas, 'Done')).toEqual(['Fix the sign-in redirect'])
    await expect(canvas.getByRole('button', { name: 'Move Design' })).toHaveAttribute(
      'aria-roledescription',
      'sortable',
    )
  },
}

/** A card moved to the next column with the keyboard alone, each step announced. */
export const KeyboardMoveAnnounced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = 'Draw the app icons'
    ;(await canvas.findByRole('button', { name: `Move ${card}` })).focus()
    await userEvent.keyboard(' ')
    await expectAnnounced(`Picked up ${card} in To do, position 2 of 3.`)
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() =>
      expect(
        within(document.body).getByText(new RegExp(`^${card} is over In progress`)),
      ).toBeInTheDocument(),
    )
    await userEvent.keyboard(' ')
    await waitFor(() =>
      expect(
        within(document.body).getByText(
          new RegExp(`^${card} dropped in In progress, position \\d of 3\\.$`),
        ),
      ).toBeInTheDocument(),
    )
    await expect(itemsIn(canvas, 'In progress')).toContain(card)
    await expect(itemsIn(canvas, 'To do')).toEqual([
      'Write the landing page copy',
      'Plan the onboarding tour',
    ])
  },
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await findTitle(canvas, 'Drag and Drop')
    const columnBox = (name: string) => canvas.getByRole('region', { name }).getBoundingClientRect()
    // One column under another on a phone.
    await expect(columnBox('In progress').top).toBeGreaterThanOrEqual(columnBox('To do').bottom)
    await expectNoSidewaysScroll()
  },
}

export const Dark: Story = darkStoryOf('Move cards between lists', 'Move Design')

export const RightToLeftArabic: Story = rightToLeftStoryOf(
  null,
  'نقل البطاقات بين القوائم',
  'نقل التصميم',
)
