// The chart's image: drawn to SVG by vega in the chart worker (chartWorkerClient.ts), so no vega
// code runs on the page; this module only measures the box, reads the theme and shows the markup.
// The first time a person points at, touches or focuses the chart, its interactive view loads
// (interaction/ChartInteraction.tsx, a few KB): tooltips and keyboard stepping over the points the
// worker found, drawn over the same SVG, so the chart never changes size or look as it takes over.
import { VisuallyHidden } from '@primer/react'
import {
  type ComponentType,
  type PointerEvent,
  useEffect,
  useEffectEvent,
  useId,
  useState,
} from 'react'
import { useElementWidth } from '../hooks/useElementWidth'
import type { DrawnChart } from './chartDraw'
import { sizedSpec } from './chartEmbed'
import type { ChartRendererProps } from './ChartFrame'
import { chartConfig } from './chartTheme'
import { drawChartInWorker } from './chartWorkerClient'
import type { ChartInteractionProps } from './interaction/ChartInteraction'
import { steppingKeys } from './interaction/steppingKeys'
import { useChartTokens } from './useChartTokens'

type InteractiveView = ComponentType<ChartInteractionProps>

// The interactive view's module, fetched once per page. Not React.lazy: a Suspense boundary that
// has shown its fallback holds new content back for up to 300 ms, which a tooltip cannot wait.
let interactiveView: Promise<InteractiveView> | null = null
function loadInteractiveView(): Promise<InteractiveView> {
  interactiveView ??= import('./interaction/ChartInteraction').then(
    (module) => module.ChartInteraction,
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the chart stays a picture; the next try refetches.
      interactiveView = null
      throw error
    },
  )
  return interactiveView
}

/** The chart at the width of its box, drawn again when the box, the theme or the data change. */
export function ChartRenderer({
  spec,
  description,
  height,
  locale,
  currency,
  isSparkline = false,
  table,
  keyboardHint,
  interactions,
  onError,
}: ChartRendererProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const tokens = useChartTokens(box)
  const width = useElementWidth(box)
  const [drawn, setDrawn] = useState<DrawnChart | null>(null)
  const [Interaction, setInteraction] = useState<InteractiveView | null>(null)
  const wake = () => {
    if (Interaction) return
    loadInteractiveView().then(
      (view) => setInteraction(() => view),
      () => undefined,
    )
  }
  // The pointer's last place over the box (its px) until the interactive view has loaded.
  const [lastPointer, setLastPointer] = useState<{ x: number; y: number } | null>(null)
  const [hasTakenOver, setHasTakenOver] = useState(false)
  // A key pressed while the interactive view loads, which it answers as it comes.
  const [firstKey, setFirstKey] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const hintId = useId()
  // The page's direction where the chart stands (its own box is kept left to right for vega).
  const isRightToLeft = box?.parentElement?.parentElement
    ? getComputedStyle(box.parentElement.parentElement).direction === 'rtl'
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
      (chart) => isCurrent && setDrawn(chart),
      () => isCurrent && fail(),
    )
    return () => {
      isCurrent = false
    }
  }, [spec, width, height, description, tokens, locale, currency, isSparkline, isRightToLeft])

  const pointed = (event: PointerEvent<HTMLDivElement>) => {
    if (hasTakenOver) return
    const rect = event.currentTarget.getBoundingClientRect()
    setLastPointer({ x: event.clientX - rect.left, y: event.clientY - rect.top })
    wake()
  }
  const hasPoints = (drawn?.points.length ?? 0) > 0

  return (
    <div className="cea-chart__stage" style={{ height }}>
      <div
        ref={setBox}
        className="cea-chart__image"
        style={{ height }}
        role="img"
        aria-label={description}
        aria-describedby={hasPoints ? hintId : undefined}
        tabIndex={hasPoints ? 0 : undefined}
        onPointerEnter={pointed}
        onPointerMove={hasTakenOver ? undefined : pointed}
        onPointerDown={pointed}
        onFocus={wake}
        onKeyDown={
          hasTakenOver
            ? undefined
            : (event) => {
                if (!steppingKeys.includes(event.key)) return
                event.preventDefault()
                setFirstKey(event.key)
              }
        }
      >
        {drawn ? (
          // Vega's own markup of our spec: it escapes every text and attribute it writes.
          <div className="cea-chart__view" dangerouslySetInnerHTML={{ __html: drawn.svg }} />
        ) : null}
      </div>
      {hasPoints ? (
        <span id={hintId} hidden>
          {keyboardHint}
        </span>
      ) : null}
      {hasPoints ? (
        // The reading of the point the arrow keys reach (interaction/ChartInteraction.tsx).
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      ) : null}
      {Interaction && drawn && box ? (
        <Interaction
          target={box}
          points={drawn.points}
          reading={{ table, locale, ...(currency ? { currency } : {}) }}
          isRightToLeft={isRightToLeft}
          hasCrosshair={interactions?.hasCrosshair ?? false}
          {...(interactions?.onBrush ? { onBrush: interactions.onBrush } : {})}
          firstPointer={lastPointer}
          firstKey={firstKey}
          onAnnounce={setAnnouncement}
          onTakeOver={() => setHasTakenOver(true)}
        />
      ) : null}
    </div>
  )
}
