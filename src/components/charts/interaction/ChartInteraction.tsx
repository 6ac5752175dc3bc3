// The chart's interactive view, loaded the first time a person points at, touches or focuses a
// chart: a tooltip over the point under the pointer, arrow keys that step through the points
// (each announced in a polite live region, with a focus mark on the drawing), and in the gallery a
// crosshair and a brush. It draws over the worker's SVG, which stays as it is: nothing moves.
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react'
import type { ChartPoint } from '../chartPoints'
import { pointAt, steppedIndex } from './pointFinding'
import { steppingKeys } from './steppingKeys'
import { type ReadingContext, readingSentence, readPoint } from './pointReading'
import { ChartTooltip } from './ChartTooltip'
import './chartInteraction.css'

export interface ChartInteractionProps {
  /** The chart's image box (focusable), whose pointer and keys this view answers. */
  target: HTMLElement
  points: readonly ChartPoint[]
  reading: ReadingContext
  isRightToLeft: boolean
  /** A vertical rule at the category under the pointer; the tooltip lists its every series. */
  hasCrosshair?: boolean
  /** Dragging across the chart picks a range of categories (the labels, in order). */
  onBrush?: (labels: string[]) => void
  /** Where the pointer was as the view loaded (in the box's px), so its first tooltip shows. */
  firstPointer: { x: number; y: number } | null
  /** A key pressed on the focused chart while this view was loading: it is answered first. */
  firstKey: string | null
  /** Says a point's reading in the chart's polite live region (which is there before this view). */
  onAnnounce: (sentence: string) => void
  /** Called once the view listens: the pointer and keys are its from then on. */
  onTakeOver: () => void
}

type Active = { index: number; by: 'pointer' | 'keyboard' } | null

const minimumBrush = 8

function positionIn(target: HTMLElement, event: { clientX: number; clientY: number }) {
  const box = target.getBoundingClientRect()
  return { x: event.clientX - box.left, y: event.clientY - box.top }
}

/** The labels of the points between two x positions, in the order they are drawn. */
function labelsBetween(points: readonly ChartPoint[], from: number, to: number): string[] {
  const [low, high] = from < to ? [from, to] : [to, from]
  const labels: string[] = []
  for (const point of points) {
    const label = point.datum.label
    if (point.x >= low && point.x <= high && typeof label === 'string' && !labels.includes(label))
      labels.push(label)
  }
  return labels
}

export function ChartInteraction({
  target,
  points,
  reading,
  isRightToLeft,
  hasCrosshair = false,
  onBrush,
  firstPointer,
  firstKey,
  onAnnounce,
  onTakeOver,
}: ChartInteractionProps) {
  const [active, setActive] = useState<Active>(() => {
    if (firstKey) {
      const index = steppedIndex(-1, firstKey, points.length, isRightToLeft)
      return index < 0 ? null : { index, by: 'keyboard' }
    }
    if (!firstPointer) return null
    const index = pointAt(points, firstPointer.x, firstPointer.y, hasCrosshair)
    return index < 0 ? null : { index, by: 'pointer' }
  })
  const [brush, setBrush] = useState<{ from: number; to: number } | null>(null)

  const pointerMoved = useEffectEvent((event: PointerEvent) => {
    const { x, y } = positionIn(target, event)
    if (brush) setBrush({ ...brush, to: x })
    const index = pointAt(points, x, y, hasCrosshair)
    setActive(index < 0 ? null : { index, by: 'pointer' })
  })
  const pointerLeft = useEffectEvent(() => {
    if (active?.by === 'pointer') setActive(null)
  })
  const pointerDown = useEffectEvent((event: PointerEvent) => {
    const { x, y } = positionIn(target, event)
    if (onBrush && event.pointerType === 'mouse' && event.button === 0) {
      // The drag goes on outside the chart. A pointer already released (or an event sent by a
      // script) cannot be captured; the brush still works while it stays over the chart.
      try {
        target.setPointerCapture(event.pointerId)
      } catch {
        // nothing to capture
      }
      setBrush({ from: x, to: x })
    }
    // A tap shows the tooltip of the point tapped.
    const index = pointAt(points, x, y, hasCrosshair)
    setActive(index < 0 ? null : { index, by: 'pointer' })
  })
  const pointerUp = useEffectEvent(() => {
    if (!brush) return
    setBrush(null)
    if (Math.abs(brush.to - brush.from) < minimumBrush) return
    const labels = labelsBetween(points, brush.from, brush.to)
    if (labels.length >= 2) onBrush?.(labels)
  })
  const announcePoint = (point: ChartPoint) =>
    onAnnounce(readingSentence(readPoint(point.datum, reading), reading.locale))
  /** Answers a key; whether it was one that steps (or Escape). */
  const step = useEffectEvent((key: string): boolean => {
    if (key === 'Escape') {
      setActive(null)
      return true
    }
    if (!steppingKeys.includes(key)) return false
    const index = steppedIndex(active?.index ?? -1, key, points.length, isRightToLeft)
    const point = points[index]
    if (point) {
      setActive({ index, by: 'keyboard' })
      announcePoint(point)
    }
    return true
  })
  const keyPressed = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (step(event.key)) event.preventDefault()
  })
  const tookOver = useEffectEvent(onTakeOver)
  const blurred = useEffectEvent(() => {
    if (active?.by === 'keyboard') setActive(null)
  })

  // Listening from the commit that mounts this view (a layout effect): a passive effect runs after
  // the paint, and a key pressed in between reached neither this view nor the chart's stand-in
  // (whose first key this view had already read), so it was lost.
  useLayoutEffect(() => {
    const listening = new AbortController()
    const options = { signal: listening.signal }
    target.addEventListener('pointermove', pointerMoved, options)
    target.addEventListener('pointerleave', pointerLeft, options)
    target.addEventListener('pointerdown', pointerDown, options)
    target.addEventListener('pointerup', pointerUp, options)
    target.addEventListener('pointercancel', pointerUp, options)
    target.addEventListener('keydown', keyPressed, options)
    target.addEventListener('blur', blurred, options)
    tookOver()
    return () => listening.abort()
  }, [target])

  // The key pressed while this view loaded has picked the first point: say it.
  const announceFirst = useEffectEvent(() => {
    const point = active?.by === 'keyboard' ? points[active.index] : undefined
    if (point) announcePoint(point)
  })
  useEffect(() => announceFirst(), [])

  const activePoint = active ? points[active.index] : undefined
  // With a crosshair, every series at the category under it; else the point alone.
  const shown = useMemo(() => {
    if (!activePoint) return []
    if (!hasCrosshair) return [activePoint]
    return points.filter((point) => point.datum.label === activePoint.datum.label)
  }, [activePoint, hasCrosshair, points])

  return (
    <>
      <div className="cea-chart-overlay" aria-hidden="true">
        {activePoint && hasCrosshair ? (
          <div className="cea-chart-overlay__crosshair" style={{ left: activePoint.x }} />
        ) : null}
        {brush ? (
          <div
            className="cea-chart-overlay__brush"
            style={{ left: Math.min(brush.from, brush.to), width: Math.abs(brush.to - brush.from) }}
          />
        ) : null}
        {activePoint && active?.by === 'keyboard' ? (
          <div
            className="cea-chart-overlay__focus"
            style={
              activePoint.box
                ? {
                    left: activePoint.box.x1,
                    top: activePoint.box.y1,
                    width: activePoint.box.x2 - activePoint.box.x1,
                    height: activePoint.box.y2 - activePoint.box.y1,
                  }
                : { left: activePoint.x - 8, top: activePoint.y - 8, width: 16, height: 16 }
            }
            data-shape={activePoint.box ? 'box' : 'dot'}
          />
        ) : null}
      </div>
      {activePoint ? (
        <ChartTooltip
          anchor={activePoint}
          width={target.clientWidth}
          points={shown}
          reading={reading}
          isRightToLeft={isRightToLeft}
        />
      ) : null}
    </>
  )
}
