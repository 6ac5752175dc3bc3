import type {
  AnalyticsPeriod,
  CustomersCard as CustomersData,
  ProductOrdersCard as ProductOrdersData,
  SessionsDeviceCard as SessionsDeviceData,
} from '../../api/types/cards'
import type { ChartValueFormat } from '../charts/chartTypes'
import { chartOf, sharesChart } from './cardCharts'
import { formatCount, formatPercent } from './cardFormat'
import { CardChoiceMenu } from './CardChoiceMenu'
import { CardFrame, frameProps } from './CardFrame'
import { CardChart, CardFigure, CardGrowth, type CardMetric, CardMetrics } from './CardParts'
import type { CardChoice, CardKit, CardProps } from './cardTypes'

// Three cards of parts of a whole: a ring of shares over the list of the parts.

/** The words every share card has. */
export interface ShareCardLabels {
  title: string
  chartDescription: string
  /** The table's first column (State, Device, Customers). */
  labelHeader: string
  /** The table's value column (Share, Customers). */
  valueHeader: string
}

type ShareCardProps<Data, Labels> = CardProps<Data, Labels> & {
  period: CardChoice<AnalyticsPeriod>
}

const chartHeight = 180

/** What a share card shows of its data; each part takes null while the card loads. */
interface ShareParts<Data> {
  figure?: (data: Data | null) => { value: string | null; caption: string }
  shares: (data: Data) => { labels: readonly string[]; values: readonly number[] }
  format: ChartValueFormat
  items: (data: Data | null) => readonly CardMetric[]
}

function ShareFrame<Data>(
  props: ShareCardProps<Data, ShareCardLabels> & { parts: ShareParts<Data> },
) {
  const { kit, labels, period, parts } = props
  return (
    <CardFrame
      {...frameProps(props)}
      action={<CardChoiceMenu {...period} />}
      bodyHeight={chartHeight}
      body={(shown) => (
        <>
          {parts.figure ? <CardFigure {...parts.figure(shown)} /> : null}
          <CardChart
            kit={kit}
            height={chartHeight}
            description={labels.chartDescription}
            chart={chartOf(shown, (card) =>
              sharesChart(
                { ...parts.shares(card), valueLabel: labels.valueHeader },
                { label: labels.labelHeader, valueFormat: parts.format },
              ),
            )}
          />
          <CardMetrics metrics={parts.items(shown)} />
        </>
      )}
    />
  )
}

const terms = (kit: CardKit, labels: readonly string[]) => labels.map((label) => kit.term(label))

/** Three rows of placeholders while a list of parts loads. */
const loadingItems: readonly CardMetric[] = ['first', 'second', 'third'].map((key) => ({
  key,
  label: null,
  value: null,
}))

/** The rows of a list of parts of the data, or placeholders while it loads. */
const rowsOf =
  <Data, Part>(list: (data: Data) => readonly Part[], row: (part: Part) => CardMetric) =>
  (data: Data | null): readonly CardMetric[] =>
    data === null ? loadingItems : list(data).map(row)

export interface ProductOrdersLabels extends ShareCardLabels {
  total: string
  finished: string
  pending: string
  rejected: string
}

/** Orders of the period by state (SPEC §4: finished, pending, rejected). */
export function ProductOrdersCard(props: ShareCardProps<ProductOrdersData, ProductOrdersLabels>) {
  const { kit, labels } = props
  const states = ['finished', 'pending', 'rejected'] as const
  return (
    <ShareFrame
      {...props}
      parts={{
        figure: (data) => ({ value: data && formatCount(kit, data.total), caption: labels.total }),
        shares: (data) => ({ labels: terms(kit, data.labels), values: data.series }),
        format: 'percent',
        items: (data) =>
          states.map((state) => ({
            key: state,
            label: labels[state],
            value: data && formatCount(kit, data.counts[state]),
          })),
      }}
    />
  )
}

/** Sessions of the period by device, each with its change. */
export function SessionsDeviceCard(props: ShareCardProps<SessionsDeviceData, ShareCardLabels>) {
  const { kit } = props
  return (
    <ShareFrame
      {...props}
      parts={{
        shares: (data) => ({ labels: terms(kit, data.labels), values: data.series }),
        format: 'percent',
        items: rowsOf(
          (data) => data.devices,
          (entry) => ({
            key: entry.device,
            label: kit.term(entry.device),
            icon: entry.icon,
            value: formatPercent(kit, entry.percentage),
            extra: <CardGrowth kit={kit} value={entry.change} />,
          }),
        ),
      }}
    />
  )
}

/** Customers of the period: new, returning and referred. */
export function CustomersCard(props: ShareCardProps<CustomersData, ShareCardLabels>) {
  const { kit } = props
  return (
    <ShareFrame
      {...props}
      parts={{
        shares: (data) => ({ labels: terms(kit, data.labels), values: data.series }),
        format: 'number',
        items: rowsOf(
          (data) => data.groups,
          (group) => ({
            key: group.label,
            label: kit.term(group.label),
            icon: group.icon,
            value: formatCount(kit, group.value),
          }),
        ),
      }}
    />
  )
}
