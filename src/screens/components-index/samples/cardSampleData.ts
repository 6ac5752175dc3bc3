import {
  analyticsPeriods,
  type AvgSessionsCard,
  type CustomersCard,
  type GoalOverviewCard,
  type ProductOrdersCard,
  type RevenueCard,
  type RevenueReportCard,
  revenueReportYears,
  type SessionsDeviceCard,
  type SupportTrackerCard,
} from '../../../api/types/cards'

// The chart cards' samples: made-up figures of a small shop, fixed so each card shows the same
// thing on every visit. Series and group names are the data's English terms (the card translates
// them); weekdays and months are the English short names the cards format through Intl.

const periodOfSample = { periods: [...analyticsPeriods], period: analyticsPeriods[0] }

export const sampleSupportTracker: SupportTrackerCard = {
  title: 'Support Tracker',
  ...periodOfSample,
  totalTickets: 128,
  newTickets: 21,
  openTickets: 37,
  responseTimeDays: 2,
  series: [71],
  labels: ['Completed Tickets'],
}

const percentOf = (part: number, whole: number) => ({ value: part, progress: (part / whole) * 100 })

export const sampleAvgSessions: AvgSessionsCard = {
  title: 'Average Sessions',
  ...periodOfSample,
  sessions: 1_840,
  growthPercent: 3.6,
  goal: percentOf(36_000, 60_000),
  users: percentOf(4_200, 6_000),
  retention: { value: 64, progress: 64 },
  duration: { value: '8 mo', progress: 55 },
  series: [{ name: 'Sessions', data: [210, 260, 330, 290, 240, 180, 120] }],
  labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
}

const quarterMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']

export const sampleRevenueReport: RevenueReportCard = {
  title: 'Revenue Report',
  years: [...revenueReportYears],
  year: revenueReportYears[0],
  earning: 18_430,
  expense: 9_870,
  budget: 32_500,
  series: [
    { name: 'Earning', data: [120, 164, 210, 188, 142, 230] },
    { name: 'Expense', data: [-90, -70, -115, -84, -96, -60] },
  ],
  labels: quarterMonths,
  budgetSeries: [
    { name: 'Budget', data: [50, 46, 58, 52, 49, 61] },
    { name: 'Spent', data: [22, 18, 31, 26, 20, 28] },
  ],
}

export const sampleGoalOverview: GoalOverviewCard = {
  title: 'Goal Overview',
  completed: 412_380,
  inProgress: 9_215,
  series: [68],
  labels: ['Completed'],
}

export const sampleRevenueCard: RevenueCard = {
  title: 'Revenue',
  ...periodOfSample,
  currentMonth: 52_340,
  lastMonth: 47_910,
  series: [
    { name: 'This Month', data: [6_100, 6_400, 6_250, 6_800, 6_600, 7_050, 6_900] },
    { name: 'Last Month', data: [5_900, 6_050, 6_200, 6_000, 6_350, 6_300, 6_500] },
  ],
  labels: ['01', '05', '10', '15', '20', '25', '30'],
}

/** Each count's share of the total in percent, one decimal. */
const sharesOfCounts = (counts: readonly number[]) => {
  const total = counts.reduce((sum, count) => sum + count, 0)
  return counts.map((count) => Math.round((count / total) * 1000) / 10)
}

const orderCounts = { finished: 1_264, pending: 318, rejected: 96 }

export const sampleProductOrders: ProductOrdersCard = {
  title: 'Product Orders',
  ...periodOfSample,
  total: orderCounts.finished + orderCounts.pending + orderCounts.rejected,
  counts: orderCounts,
  series: sharesOfCounts([orderCounts.finished, orderCounts.pending, orderCounts.rejected]),
  labels: ['Finished', 'Pending', 'Rejected'],
}

const deviceSessions = [
  { device: 'Desktop', icon: 'device-desktop', sessions: 2_410, change: 1.8 },
  { device: 'Mobile', icon: 'device-mobile', sessions: 1_960, change: 3.2 },
  { device: 'Tablet', icon: 'devices', sessions: 330, change: -0.7 },
]
const deviceShares = sharesOfCounts(deviceSessions.map((entry) => entry.sessions))

export const sampleSessionsDevice: SessionsDeviceCard = {
  title: 'Sessions by Device',
  ...periodOfSample,
  series: deviceShares,
  labels: deviceSessions.map((entry) => entry.device),
  devices: deviceSessions.map(({ device, icon, change }, index) => ({
    device,
    icon,
    percentage: deviceShares[index] ?? 0,
    change,
  })),
}

const customerGroups = [
  { label: 'New', icon: 'person-add', value: 214 },
  { label: 'Returning', icon: 'sync', value: 132 },
  { label: 'Referrals', icon: 'share', value: 47 },
]

export const sampleCustomers: CustomersCard = {
  title: 'Customers',
  ...periodOfSample,
  series: customerGroups.map((group) => group.value),
  labels: customerGroups.map((group) => group.label),
  groups: customerGroups,
}
