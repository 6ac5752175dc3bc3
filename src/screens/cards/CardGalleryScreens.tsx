import { Heading } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { cardStatisticsNames } from '../../api/types/cards'
import type { CardKit } from '../../components/cards/cardTypes'
import {
  LiveAvgSessionsCard,
  LiveGoalOverviewCard,
  LiveRevenueCard,
  LiveRevenueReportCard,
  LiveSupportTrackerCard,
} from './LiveAnalyticsCards'
import {
  LiveCustomersCard,
  LiveProductOrdersCard,
  LiveRecentInvoicesCard,
  LiveSessionsDeviceCard,
  LiveTransactionsCard,
} from './LiveShareCards'
import { LiveCongratulationsCard, LiveMedalCard, LiveStatisticCard } from './LiveStatisticCards'
import { useCardKit } from './useCardKit'
import './cardGallery.css'

export const cardGalleryPages = ['basic', 'advance', 'statistics', 'analytics'] as const
export type CardGalleryPage = (typeof cardGalleryPages)[number]

/** A page of cards: its title and lead, then the cards in a grid that wraps to the width. */
export function CardsPage({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <div className="cea-card-gallery">
      <div>
        <Heading as="h1" className="cea-card-gallery__title">
          {title}
        </Heading>
        <p className="cea-card-gallery__intro">{lead}</p>
      </div>
      <div className="cea-card-grid">{children}</div>
    </div>
  )
}

/** The cards of each gallery; every card runs its own machine. */
const galleries: Record<CardGalleryPage, (kit: CardKit) => ReactNode> = {
  // Cards that greet and sum up.
  basic: (kit) => (
    <>
      <LiveCongratulationsCard kit={kit} />
      <LiveMedalCard kit={kit} />
      <LiveGoalOverviewCard kit={kit} />
      <LiveTransactionsCard kit={kit} />
    </>
  ),
  // Cards of lists and parts of a whole.
  advance: (kit) => (
    <>
      <LiveRecentInvoicesCard kit={kit} />
      <LiveTransactionsCard kit={kit} />
      <LiveSessionsDeviceCard kit={kit} />
      <LiveCustomersCard kit={kit} />
    </>
  ),
  // The nine statistics cards of SPEC §7.
  statistics: (kit) =>
    cardStatisticsNames.map((name) => <LiveStatisticCard key={name} kit={kit} name={name} />),
  // The eight analytics cards of SPEC §7, periods and years included.
  analytics: (kit) => (
    <>
      <LiveRevenueReportCard kit={kit} />
      <LiveSupportTrackerCard kit={kit} />
      <LiveAvgSessionsCard kit={kit} />
      <LiveGoalOverviewCard kit={kit} />
      <LiveRevenueCard kit={kit} />
      <LiveProductOrdersCard kit={kit} />
      <LiveSessionsDeviceCard kit={kit} />
      <LiveCustomersCard kit={kit} />
    </>
  ),
}

/** /cards/basic, /cards/advance, /cards/statistics and /cards/analytics. */
export function CardGalleryScreen({ page }: { page: CardGalleryPage }) {
  const { t } = useTranslation()
  const kit = useCardKit()
  return (
    <CardsPage title={t(`cards.gallery.${page}.title`)} lead={t(`cards.gallery.${page}.intro`)}>
      {galleries[page](kit)}
    </CardsPage>
  )
}
