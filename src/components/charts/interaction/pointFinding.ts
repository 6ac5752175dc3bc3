// Which point the pointer is over, and which point an arrow key moves to. Plain geometry over the
// points the chart worker found (chartPoints.ts), in the SVG's pixels.
import type { ChartPoint } from '../chartPoints'

/** How near (px) the pointer must come to a dot or a line's vertex to be over it. */
export const nearEnough = 32

const fullTurn = 2 * Math.PI

function isOverArc(arc: NonNullable<ChartPoint['arc']>, x: number, y: number): boolean {
  const dx = x - arc.cx
  const dy = y - arc.cy
  const distance = Math.hypot(dx, dy)
  if (distance < arc.inner || distance > arc.outer) return false
  // Vega's angles run clockwise from twelve o'clock.
  const angle = (Math.atan2(dx, -dy) + fullTurn) % fullTurn
  const from = Math.min(arc.from, arc.to)
  const to = Math.max(arc.from, arc.to)
  const turned = (value: number) => ((value % fullTurn) + fullTurn) % fullTurn
  if (to - from >= fullTurn) return true
  const start = turned(from)
  const end = start + (to - from)
  return (angle >= start && angle <= end) || (angle + fullTurn >= start && angle + fullTurn <= end)
}

/**
 * The index of the point under (x, y): a bar, cell or slice the pointer is inside, else the
 * nearest dot within `nearEnough` px. With `alongX` (a crosshair), the nearest along x wins.
 */
export function pointAt(points: readonly ChartPoint[], x: number, y: number, alongX = false) {
  let best = -1
  let bestDistance = Infinity
  points.forEach((point, index) => {
    if (point.arc) {
      if (isOverArc(point.arc, x, y)) {
        best = index
        bestDistance = -1
      }
      return
    }
    const { box } = point
    if (box && x >= box.x1 && x <= box.x2 && y >= box.y1 && y <= box.y2 && !alongX) {
      best = index
      bestDistance = -1
      return
    }
    const distance = alongX
      ? Math.abs(point.x - x) * 1000 + Math.abs(point.y - y)
      : Math.hypot(point.x - x, point.y - y)
    if (distance < bestDistance && (alongX || distance <= nearEnough)) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

/**
 * The point a key moves to from `current` (-1: none yet). Points are in reading order along the
 * drawing, which runs from the right in right to left, so there ArrowLeft goes forward.
 */
export function steppedIndex(
  current: number,
  key: string,
  count: number,
  isRightToLeft: boolean,
): number {
  if (count === 0) return -1
  // The points run left to right in the drawing; in right to left the first in reading order is
  // the last of them.
  const first = isRightToLeft ? count - 1 : 0
  const last = isRightToLeft ? 0 : count - 1
  const forward = isRightToLeft ? -1 : 1
  if (key === 'Home') return first
  if (key === 'End') return last
  const isNext = key === (isRightToLeft ? 'ArrowLeft' : 'ArrowRight') || key === 'ArrowDown'
  const isPrevious = key === (isRightToLeft ? 'ArrowRight' : 'ArrowLeft') || key === 'ArrowUp'
  if (current < 0) return isNext || isPrevious ? first : -1
  const step = isNext ? forward : isPrevious ? -forward : 0
  return Math.min(count - 1, Math.max(0, current + step))
}
