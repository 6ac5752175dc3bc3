// Dashboard cards (SPEC §7 "Content and cards"): one payload type per card.

/** SPEC §9: the periods a card's menu offers; the payload holds the first. */
export const analyticsPeriods = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export type AnalyticsPeriod = (typeof analyticsPeriods)[number]

/** SPEC §9: the years of the revenue report, newest first. */
export const revenueReportYears = [2020, 2019, 2018] as const
export type RevenueReportYear = (typeof revenueReportYears)[number]

/** One line, bar group or area of a chart; `data` lines up with the card's `labels`. */
export interface ChartSeries {
  name: string
  data: number[]
}

/** How a headline number is shown (through Intl in the active language). */
export type ValueFormat = 'number' | 'currency' | 'percent'

interface PeriodCard {
  periods: AnalyticsPeriod[]
  period: AnalyticsPeriod
}

// ---------- card-analytics ----------

export interface SupportTrackerCard extends PeriodCard {
  title: string
  totalTickets: number
  newTickets: number
  openTickets: number
  /** Average first response, in days. */
  responseTimeDays: number
  /** Share of tickets completed, 0–100: one radial bar. */
  series: number[]
  labels: string[]
}

export interface AvgSessionsCard extends PeriodCard {
  title: string
  sessions: number
  /** Change against the period before, in percent. */
  growthPercent: number
  goal: { value: number; progress: number }
  users: { value: number; progress: number }
  retention: { value: number; progress: number }
  duration: { value: string; progress: number }
  series: ChartSeries[]
  labels: string[]
}

export interface RevenueReportCard {
  title: string
  years: RevenueReportYear[]
  year: RevenueReportYear
  earning: number
  expense: number
  budget: number
  /** Earning and expense per month. */
  series: ChartSeries[]
  labels: string[]
  /** Budget and spend per month, for the budget line next to the report. */
  budgetSeries: ChartSeries[]
}

export interface GoalOverviewCard {
  title: string
  completed: number
  inProgress: number
  /** Share of the goal reached, 0–100. */
  series: number[]
  labels: string[]
}

export interface RevenueCard extends PeriodCard {
  title: string
  currentMonth: number
  lastMonth: number
  series: ChartSeries[]
  labels: string[]
}

export interface ProductOrdersCard extends PeriodCard {
  title: string
  total: number
  counts: { finished: number; pending: number; rejected: number }
  /** Share of all orders per state, 0–100, in the order of `labels`. */
  series: number[]
  labels: string[]
}

export interface DeviceShare {
  device: string
  /** A Primer octicon name. */
  icon: string
  percentage: number
  /** Change against the period before, in percentage points. */
  change: number
}

export interface SessionsDeviceCard extends PeriodCard {
  title: string
  series: number[]
  labels: string[]
  devices: DeviceShare[]
}

export interface CustomerGroup {
  label: string
  /** A Primer octicon name. */
  icon: string
  value: number
}

export interface CustomersCard extends PeriodCard {
  title: string
  series: number[]
  labels: string[]
  groups: CustomerGroup[]
}

export interface CardAnalyticsPayloads {
  'support-tracker': SupportTrackerCard
  'avg-sessions': AvgSessionsCard
  'revenue-report': RevenueReportCard
  'goal-overview': GoalOverviewCard
  revenue: RevenueCard
  'product-orders': ProductOrdersCard
  'sessions-device': SessionsDeviceCard
  customers: CustomersCard
}

export type CardAnalyticsName = keyof CardAnalyticsPayloads

/** The analytics cards with a period menu (SPEC §9): `?period=` switches their data. */
export const periodCardNames = [
  'support-tracker',
  'avg-sessions',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const satisfies readonly CardAnalyticsName[]
export type PeriodCardName = (typeof periodCardNames)[number]

export const cardAnalyticsNames = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const satisfies readonly CardAnalyticsName[]

// ---------- card-statistics ----------

/** A headline number over a small chart, shared by the statistics cards. */
export interface StatisticCard {
  title: string
  /** A Primer octicon name. */
  icon: string
  value: number
  valueFormat: ValueFormat
  /** Change against the period before, in percent. */
  growthPercent: number
  series: ChartSeries[]
  labels: string[]
}

export type OrdersBarChartCard = StatisticCard
export type ProfitLineChartCard = StatisticCard
export type SubscribersCard = StatisticCard
export type RevenueStatisticCard = StatisticCard
export type SalesCard = StatisticCard
export type OrdersCard = StatisticCard
export type SiteTrafficCard = StatisticCard
export type ActiveUsersCard = StatisticCard
export type NewsletterCard = StatisticCard

export interface CardStatisticsPayloads {
  'orders-bar-chart': OrdersBarChartCard
  'profit-line-chart': ProfitLineChartCard
  subscribers: SubscribersCard
  revenue: RevenueStatisticCard
  sales: SalesCard
  orders: OrdersCard
  'site-traffic': SiteTrafficCard
  'active-users': ActiveUsersCard
  newsletter: NewsletterCard
}

export type CardStatisticsName = keyof CardStatisticsPayloads

export const cardStatisticsNames = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const satisfies readonly CardStatisticsName[]
