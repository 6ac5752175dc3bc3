import { useTranslation } from 'react-i18next'
import { CongratulationsCard, MedalCard } from '../../../components/cards/GreetingCards'
import { useSampleCard } from './useSampleCard'
import { sampleOrders, sampleRevenue } from './sampleData'

// The greeting cards with a week's sample figures, addressed to a sample person.

const sampleName = 'Amara Okafor'

export function CongratulationsCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleOrders)
  return (
    <CongratulationsCard
      {...card}
      labels={{
        title: t('cards.congratulations.title', { name: sampleName }),
        message: (change, isUp) =>
          t(isUp ? 'cards.congratulations.up' : 'cards.congratulations.down', { change }),
      }}
    />
  )
}

export function MedalCardSample() {
  const { t } = useTranslation()
  const card = useSampleCard(sampleRevenue)
  return (
    <MedalCard
      {...card}
      labels={{
        title: t('cards.medal.title', { name: sampleName }),
        medal: t('cards.medal.medal'),
        caption: t('cards.medal.caption'),
      }}
    />
  )
}
