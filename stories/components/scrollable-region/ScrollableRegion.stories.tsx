import { Button } from '@primer/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import {
  ScrollableRegion,
  type ScrollableRegionProps,
} from '../../../src/components/scrollable-region/ScrollableRegion'

/** The region (of fixed height) around a list that grows by five rows per click. */
function GrowingList({
  initialRows,
  regionProps,
}: {
  initialRows: number
  regionProps: ScrollableRegionProps
}) {
  const [rows, setRows] = useState(initialRows)
  return (
    <div>
      <h2 id="growing-list-title">Recent activity</h2>
      <ScrollableRegion {...regionProps}>
        <ul>
          {Array.from({ length: rows }, (_, index) => (
            <li key={index}>Activity {index + 1}</li>
          ))}
        </ul>
      </ScrollableRegion>
      <Button onClick={() => setRows(rows + 5)}>Add rows</Button>
    </div>
  )
}

const meta = {
  title: 'Components/ScrollableRegion',
  component: ScrollableRegion,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A box that scrolls its content. While the content overflows it is a named region in the tab order, so a keyboard can reach it and scroll it with the arrows; while it fits it is a plain box. It notices content that grows inside a box already at its full height, which Primer's experimental ScrollableRegion misses.\n\n**Use it** for panels, tables and lists with a fixed or maximum height. **Do** name it with `aria-labelledby` (or `aria-label`).",
      },
    },
  },
  args: { 'aria-labelledby': 'growing-list-title', style: { height: 120 } },
} satisfies Meta<typeof ScrollableRegion>

export default meta
type Story = StoryObj<typeof meta>

/** Two rows fit: no region, nothing extra to Tab through; five more make it a reachable region. */
export const GrowsIntoARegion: Story = {
  render: (args) => <GrowingList initialRows={2} regionProps={args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('region', { name: 'Recent activity' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Add rows' }))
    const region = await canvas.findByRole('region', { name: 'Recent activity' })
    await userEvent.tab({ shift: true })
    await expect(region).toHaveFocus()
  },
}

/** Content that overflows from the first paint is a region from the first paint. */
export const OverflowsFromTheStart: Story = {
  render: (args) => <GrowingList initialRows={20} regionProps={args} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent activity' })
    await expect(region).toHaveAttribute('tabindex', '0')
  },
}
