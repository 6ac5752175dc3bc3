// The keys of each chart card's words under `cards.<card>` (`words(t, 'cards.revenue',
// revenueWords)`), shared by the live cards and the components index's samples of them.

export const supportTrackerWords = [
  'title',
  'tickets',
  'newTickets',
  'openTickets',
  'responseTime',
  'completed',
  'chartDescription',
] as const

export const avgSessionsWords = [
  'title',
  'sessions',
  'goal',
  'users',
  'retention',
  'duration',
  'chartDescription',
] as const

export const revenueReportWords = [
  'title',
  'earning',
  'expense',
  'budget',
  'chartDescription',
  'budgetDescription',
] as const

export const goalOverviewWords = [
  'title',
  'completed',
  'inProgress',
  'reached',
  'chartDescription',
] as const

export const revenueWords = ['title', 'currentMonth', 'lastMonth', 'chartDescription'] as const

/** The words every share card has (product orders, sessions by device, customers). */
export const shareWords = ['title', 'chartDescription', 'labelHeader', 'valueHeader'] as const

/** The product orders card's words besides the share cards' own. */
export const productOrdersWords = ['total', 'finished', 'pending', 'rejected'] as const
