import { AlertIcon, GraphIcon, TableIcon } from '@primer/octicons-react'
import { Button, VisuallyHidden } from '@primer/react'
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useState } from 'react'
import type { ChartProps } from './chartTypes'
import { useChartTurn } from './useChartTurn'
import './chart.css'

/** What the lazy renderer (which has the chart worker draw the chart) takes. */
export type ChartRendererProps = Pick<
  ChartProps,
  | 'spec'
  | 'description'
  | 'height'
  | 'locale'
  | 'currency'
  | 'isSparkline'
  | 'table'
  | 'interactions'
> & {
  /** Said of the focused chart: the arrow keys read its values. */
  keyboardHint: string
  /** Said if the renderer's module cannot load. */
  failedLabel: string
  /** Vega could not draw the spec. */
  onError: () => void
}

export type LazyChartRenderer = LazyExoticComponent<ComponentType<ChartRendererProps>>

export interface ChartFrameProps extends ChartProps {
  /** The chart itself, loaded on demand (`lazyChartRenderer`). */
  renderer: LazyChartRenderer
  /** Loads the renderer's module (the same import `renderer` makes), so a turn can wait for it. */
  loadRenderer?: () => Promise<unknown>
}

/**
 * The data table's module (Primer's experimental Table: DataTable, its dialog and model, ~10 KB
 * gzip) loads when a person asks for the table, or points at or focuses the button that shows
 * it, not with every chart on the dashboard's first load.
 */
const loadDataTable = () => import('./ChartDataTable')
const LazyChartDataTable = lazy(() =>
  loadDataTable().then((module) => ({ default: module.ChartDataTable })),
)

/** The box a chart keeps while it loads: its final height, so nothing moves when it appears. */
function ChartPlaceholder({ height, label }: { height: number; label: string }) {
  return (
    <div className="cea-chart__placeholder" style={{ height }} role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  )
}

function ChartFailed({ height, label }: { height: number; label: string }) {
  return (
    <div className="cea-chart__failed" style={{ height }} role="alert">
      <AlertIcon />
      <span>{label}</span>
    </div>
  )
}

function ChartModuleFailed({ height, failedLabel }: ChartRendererProps) {
  return <ChartFailed height={height} label={failedLabel} />
}

/**
 * React.lazy over a renderer module; a module that fails to load (offline, a deploy replaced
 * the chunk) becomes the failure notice instead of an error thrown at the page.
 */
export function lazyChartRenderer(
  load: () => Promise<{ ChartRenderer: ComponentType<ChartRendererProps> }>,
): LazyChartRenderer {
  return lazy<ComponentType<ChartRendererProps>>(() =>
    load().then(
      (module) => ({ default: module.ChartRenderer }),
      () => ({ default: ChartModuleFailed }),
    ),
  )
}

/** A chart with its "Show as table" switch; the chart part comes from `renderer`. */
export function ChartFrame({ renderer: Renderer, loadRenderer, ...props }: ChartFrameProps) {
  const { description, table, labels, height, locale, currency, isSparkline = false } = props
  const [isTable, setIsTable] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const [box, setBox] = useState<HTMLDivElement | null>(null)
  const mayDraw = useChartTurn(box, loadRenderer)

  const placeholder = <ChartPlaceholder height={height} label={labels.loading} />
  const chart = hasFailed ? (
    <ChartFailed height={height} label={labels.failed} />
  ) : !mayDraw ? (
    placeholder
  ) : (
    <Suspense fallback={placeholder}>
      <Renderer
        spec={props.spec}
        description={description}
        height={height}
        locale={locale}
        currency={currency}
        isSparkline={isSparkline}
        table={table}
        keyboardHint={labels.keyboardHint}
        {...(props.interactions ? { interactions: props.interactions } : {})}
        failedLabel={labels.failed}
        onError={() => setHasFailed(true)}
      />
    </Suspense>
  )

  if (isSparkline)
    return (
      <div ref={setBox} className="cea-chart cea-chart--sparkline">
        {chart}
      </div>
    )
  return (
    <div ref={setBox} className="cea-chart">
      <div className="cea-chart__actions">
        <Button
          size="small"
          variant="invisible"
          leadingVisual={isTable ? GraphIcon : TableIcon}
          onPointerEnter={() => void loadDataTable()}
          onFocus={() => void loadDataTable()}
          onClick={() => setIsTable((shown) => !shown)}
        >
          {isTable ? labels.showChart : labels.showTable}
        </Button>
      </div>
      {isTable ? (
        <Suspense fallback={placeholder}>
          <LazyChartDataTable
            table={table}
            caption={description}
            locale={locale}
            currency={currency}
            minHeight={height}
          />
        </Suspense>
      ) : (
        chart
      )}
    </div>
  )
}
