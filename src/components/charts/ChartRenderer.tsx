// The only module that imports vega (through react-vega): Chart loads it on demand.
import { useMemo, useState } from 'react'
import { VegaEmbed } from 'react-vega'
import type { Spec as VegaSpec } from 'vega'
import type { EmbedOptions } from 'vega-embed'
import { mirroredForRightToLeft, resizeWithContainer, sizedSpec, withoutGuides } from './chartEmbed'
import type { ChartRendererProps } from './ChartFrame'
import { chartConfig } from './chartTheme'
import { useChartTokens } from './useChartTokens'

/** The chart drawn by vega-embed in SVG, once the theme's tokens are read where it stands. */
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
  // The page's direction where the chart stands (its own box is kept left to right for vega).
  const isRightToLeft = box?.parentElement
    ? getComputedStyle(box.parentElement).direction === 'rtl'
    : false
  const options = useMemo<EmbedOptions | null>(() => {
    if (!tokens) return null
    const patch = (vega: VegaSpec) => {
      const fitted = resizeWithContainer(isSparkline ? withoutGuides(vega) : vega)
      return isRightToLeft ? mirroredForRightToLeft(fitted) : fitted
    }
    return {
      mode: 'vega-lite',
      renderer: 'svg',
      actions: false,
      tooltip: false,
      defaultStyle: false,
      config: chartConfig(tokens, { locale, currency, isSparkline }),
      patch,
    }
  }, [tokens, locale, currency, isSparkline, isRightToLeft])
  const sized = useMemo(() => sizedSpec(spec, height, description), [spec, height, description])

  return (
    <div
      ref={setBox}
      className="cea-chart__image"
      style={{ height }}
      role="img"
      aria-label={description}
    >
      {options ? (
        <VegaEmbed className="cea-chart__view" spec={sized} options={options} onError={onError} />
      ) : null}
    </div>
  )
}
