import type { ChartPoint } from '../chartPoints'
import { type ReadingContext, readPoint } from './pointReading'

export interface ChartTooltipProps {
  /** The point the tooltip points at. */
  anchor: ChartPoint
  /** The chart's width: the tooltip leans left near the right edge, so it stays on the card. */
  width: number
  /** What it lists: the anchor, or every series at its category (under a crosshair). */
  points: readonly ChartPoint[]
  reading: ReadingContext
  isRightToLeft: boolean
}

/** The values of a point (or a category) over the chart, in the chart's theme. */
export function ChartTooltip({ anchor, width, points, reading, isRightToLeft }: ChartTooltipProps) {
  const readings = points.map((point) => ({ point, words: readPoint(point.datum, reading) }))
  const category = readings[0]?.words.category
  const lean = width > 0 ? Math.min(100, Math.max(0, (anchor.x / width) * 100)) : 50
  const isBelow = anchor.y < 72
  return (
    <div
      className="cea-chart-tooltip"
      role="tooltip"
      dir={isRightToLeft ? 'rtl' : 'ltr'}
      style={{
        left: anchor.x,
        top: anchor.y,
        transform: `translate(-${lean}%, ${isBelow ? '12px' : 'calc(-100% - 12px)'})`,
      }}
    >
      {category ? <div className="cea-chart-tooltip__category">{category}</div> : null}
      {readings.map(({ point, words }, index) => (
        <div className="cea-chart-tooltip__row" key={index}>
          {point.colour ? (
            <span className="cea-chart-tooltip__swatch" style={{ backgroundColor: point.colour }} />
          ) : null}
          {words.series ? <span className="cea-chart-tooltip__series">{words.series}</span> : null}
          <span className="cea-chart-tooltip__values">
            {words.values.map((value, valueIndex) => (
              <span key={valueIndex} className="cea-chart-tooltip__value">
                {value.name ? <span className="cea-chart-tooltip__name">{value.name}</span> : null}
                <strong>{value.text}</strong>
              </span>
            ))}
          </span>
        </div>
      ))}
    </div>
  )
}
