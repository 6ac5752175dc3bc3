// Pointing at a chart from a story's play, as a mouse or a finger does: pointer events at a
// mark's centre (the chart answers where the pointer is, so an event without a place would not do).
import { expect, waitFor, within } from 'storybook/test'

/** The first mark a person could point at: a dot, a bar or cell, a slice, an area. */
export const pointableMarks = ['symbol', 'rect', 'arc', 'area']
  .map((mark) => `.role-mark.mark-${mark} path`)
  .join(', ')

export interface PointerPlace {
  clientX: number
  clientY: number
}

export function centreOf(element: Element): PointerPlace {
  const box = element.getBoundingClientRect()
  return { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }
}

/** Sends one pointer event of `type` at `place` to `target` (a mouse unless said otherwise). */
export function sendPointer(
  target: Element,
  type: string,
  place: PointerPlace,
  pointerType: 'mouse' | 'touch' = 'mouse',
) {
  target.dispatchEvent(
    new PointerEvent(type, { ...place, bubbles: true, pointerType, pointerId: 1, isPrimary: true }),
  )
}

/**
 * Moves the pointer onto the chart's first mark until its tooltip shows (the interactive view
 * loads on the first move), and returns the tooltip.
 */
export async function pointAtFirstMark(image: HTMLElement, name = ''): Promise<HTMLElement> {
  const marks = [...image.querySelectorAll(pointableMarks)]
  await expect(marks.length).toBeGreaterThan(0)
  // A mark whose centre is on itself (a large ring slice's centre can be in the ring's hole).
  const isOnItself = (mark: Element) => {
    const { clientX, clientY } = centreOf(mark)
    return document.elementFromPoint(clientX, clientY) === mark
  }
  const place = centreOf(marks.find(isOnItself) ?? marks[0] ?? image)
  const stage = image.parentElement ?? image
  return waitFor(
    () => {
      sendPointer(image, 'pointerover', place)
      sendPointer(image, 'pointermove', place)
      return within(stage).getByRole('tooltip')
    },
    { timeout: 5000, onTimeout: (error) => new Error(`${name}: ${error.message.slice(0, 200)}`) },
  )
}
