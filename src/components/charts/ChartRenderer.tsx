// The only module that imports vega (through react-vega): Chart loads it on demand.
import { useMemo, useState } from 'react'
import { VegaEmbed } from 'react-vega'
import type { EmbedOptions } from 'vega-embed'
import { resizeWithContainer, sizedSpec, withoutGuides } from './chartEmbed'
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
  const options = useMemo<EmbedOptions | null>(() => {
    if (!tokens) return null
    return {
      mode: 'vega-lite',
      renderer: 'svg',
      actions: false,
      tooltip: false,
      defaultStyle: false,
      config: chartConfig(tokens, { locale, currency, isSparkline }),
      patch: isSparkline ? (vega) => withoutGuides(resizeWithContainer(vega)) : resizeWithContainer,
    }
  }, [tokens, locale, currency, isSparkline])
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
