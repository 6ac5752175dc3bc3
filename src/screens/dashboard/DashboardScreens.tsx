import { useTranslation } from 'react-i18next'
import { AuthContext } from '../auth/authContext'
import {
  LiveAvgSessionsCard,
  LiveGoalOverviewCard,
  LiveRevenueCard,
  LiveRevenueReportCard,
  LiveSupportTrackerCard,
} from '../cards/LiveAnalyticsCards'
import {
  LiveCustomersCard,
  LiveProductOrdersCard,
  LiveRecentInvoicesCard,
  LiveSessionsDeviceCard,
  LiveTransactionsCard,
} from '../cards/LiveShareCards'
import {
  LiveCongratulationsCard,
  LiveMedalCard,
  LiveStatisticCard,
} from '../cards/LiveStatisticCards'
import { CardsPage } from '../cards/CardGalleryScreens'
import { useCardKit } from '../cards/useCardKit'

export interface EcommerceDashboardScreenProps {
  /** Base URL of the real server, or undefined when the back end is simulated in the browser. */
  apiUrl?: string
}

/**
 * `/`, the admin's home (SPEC §2 e-commerce dashboard): the greeting, which back end answers,
 * then the shop's cards. Text cards paint first; each chart fills in when the chart worker
 * has drawn it.
 */
export function EcommerceDashboardScreen({ apiUrl }: EcommerceDashboardScreenProps) {
  const { t } = useTranslation()
  const kit = useCardKit()
  const fullName = AuthContext.useSelector((snapshot) => snapshot.context.userData?.fullName)
  return (
    <CardsPage
      title={fullName ? t('start.greeting', { name: fullName }) : t('start.title')}
      lead={apiUrl ? t('start.backendRemote', { url: apiUrl }) : t('start.backendSimulated')}
    >
      <LiveMedalCard kit={kit} />
      <LiveStatisticCard kit={kit} name="orders-bar-chart" />
      <LiveStatisticCard kit={kit} name="profit-line-chart" />
      {/* Four one-column cards first: two rows at two columns, and beside the wide report at three. */}
      <LiveGoalOverviewCard kit={kit} />
      <LiveRevenueReportCard kit={kit} />
      <LiveRecentInvoicesCard kit={kit} />
      <LiveProductOrdersCard kit={kit} />
      <LiveSessionsDeviceCard kit={kit} />
      <LiveTransactionsCard kit={kit} />
      <LiveRevenueCard kit={kit} />
      <LiveCustomersCard kit={kit} />
    </CardsPage>
  )
}

/** `/dashboard/analytics`: the audience and support cards, periods in each card's menu. */
export function AnalyticsDashboardScreen() {
  const { t } = useTranslation()
  const kit = useCardKit()
  return (
    <CardsPage title={t('dashboard.analytics.title')} lead={t('dashboard.analytics.lead')}>
      {/* Six one-column cards before the wide invoices: whole rows at two and three columns
          (and at four, the invoices close the second row), so no card stands alone mid-page. */}
      <LiveCongratulationsCard kit={kit} />
      <LiveStatisticCard kit={kit} name="subscribers" />
      <LiveStatisticCard kit={kit} name="orders" />
      <LiveStatisticCard kit={kit} name="site-traffic" />
      <LiveStatisticCard kit={kit} name="active-users" />
      <LiveStatisticCard kit={kit} name="newsletter" />
      <LiveRecentInvoicesCard kit={kit} />
      <LiveAvgSessionsCard kit={kit} />
      <LiveSupportTrackerCard kit={kit} />
      <LiveSessionsDeviceCard kit={kit} />
    </CardsPage>
  )
}
