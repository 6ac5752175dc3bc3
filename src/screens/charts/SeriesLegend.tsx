import { paletteHues } from '../../components/charts/chartTheme'

export interface SeriesLegendProps {
  /** The series in the order the chart colours them. */
  series: readonly string[]
  hidden: readonly string[]
  /** The legend's name ("Series shown"). */
  label: string
  onToggle: (series: string) => void
}

/**
 * A legend that filters: each series a toggle button (click, Enter or Space) in the series' own
 * colour. The last series shown cannot be switched off. Laid out by the page, so in right to left
 * it lists its items from the right.
 */
export function SeriesLegend({ series, hidden, label, onToggle }: SeriesLegendProps) {
  const shownCount = series.length - hidden.length
  return (
    <ul className="cea-charts__legend" aria-label={label}>
      {series.map((name, index) => {
        const isShown = !hidden.includes(name)
        const hue = paletteHues[index % paletteHues.length] ?? 'blue'
        return (
          <li key={name}>
            <button
              type="button"
              className="cea-charts__legend-item"
              aria-pressed={isShown}
              aria-disabled={isShown && shownCount <= 1}
              onClick={() => {
                if (!isShown || shownCount > 1) onToggle(name)
              }}
            >
              <span
                className="cea-charts__legend-swatch"
                style={{ backgroundColor: `var(--data-${hue}-color-emphasis)` }}
              />
              {name}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
