// The chart's image: drawn to SVG by vega in the chart worker (chartWorkerClient.ts), so no vega
// code runs on the page; this module only measures the box, reads the theme and shows the markup.
import { useEffect, useEffectEvent, useState } from 'react'
import { useElementWidth } from '../hooks/useElementWidth'
import { sizedSpec } from './chartEmbed'
import type { ChartRendererProps } from './ChartFrame'
import { chartConfig } from './chartTheme'
import { drawChartInWorker } from './chartWorkerClient'
import { useChartTokens } from './useChartTokens'

/** The chart at the width of its box, drawn again when the box, the theme or the data change. */
export function ChartRenderer({
  spec,
  description,
  height,
  locale,
  currency,
  isSparkline = false,
  onError,
}: ChartRendererProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const tokens = useChartTokens(box)
  const width = useElementWidth(box)
  const [svg, setSvg] = useState<string | null>(null)
  // The page's direction where the chart stands (its own box is kept left to right for vega).
  const isRightToLeft = box?.parentElement
    ? getComputedStyle(box.parentElement).direction === 'rtl'
    : false
  const fail = useEffectEvent(onError)

  useEffect(() => {
    if (!tokens || width === null || width === 0) return
    let isCurrent = true
    drawChartInWorker({
      spec: sizedSpec(spec, { width, height, description }),
      config: chartConfig(tokens, { locale, currency, isSparkline }),
      isSparkline,
      isRightToLeft,
    }).then(
      // The chart drawn before stays until its successor arrives: a resize never blanks it.
      (markup) => isCurrent && setSvg(markup),
      () => isCurrent && fail(),
    )
    return () => {
      isCurrent = false
    }
  }, [spec, width, height, description, tokens, locale, currency, isSparkline, isRightToLeft])

  return (
    <div
      ref={setBox}
      className="cea-chart__image"
      style={{ height }}
      role="img"
      aria-label={description}
    >
      {svg ? (
        // Vega's own markup of our spec: it escapes every text and attribute it writes.
        <div className="cea-chart__view" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : null}
    </div>
  )
}
