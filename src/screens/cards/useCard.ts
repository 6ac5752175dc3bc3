import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PeriodCardName } from '../../api/types/cards'
import type { CardKit } from '../../components/cards/cardTypes'
import {
  type CardInput,
  type CardParams,
  type CardView,
  cardViewOf,
  createCardMachine,
} from '../../machines/dashboard/cardMachine'
import { periodCardSource } from '../../machines/dashboard/cardSources'
import { usePeriodChoice, words } from './useCardKit'

export interface CardBinding<Data, Params extends CardParams> extends CardView<Data, Params> {
  retry: () => void
  choose: (params: Partial<Params>) => void
}

/** Runs one card's own machine (so one failing card never touches another) and reads its view. */
export function useCard<Data, Params extends CardParams>(
  input: CardInput<Data, Params>,
): CardBinding<Data, Params> {
  // One machine per card, made once: @xstate/react starts a new actor if the machine changes.
  const [machine] = useState(() => createCardMachine<Data, Params>())
  const [snapshot, send] = useMachine(machine, { input })
  return {
    ...cardViewOf(snapshot),
    retry: () => send({ type: 'card.retry' }),
    choose: (params) => send({ type: 'card.params', params }),
  }
}

/** What a live card takes from the page: the page's kit and its heading level. */
export interface LiveCardProps {
  kit: CardKit
  headingLevel?: 2 | 3
}

/** The props every card component takes: the page's kit and level, the card's state. */
export function cardProps<Data, Params extends CardParams>(
  card: CardBinding<Data, Params>,
  { kit, headingLevel }: LiveCardProps,
) {
  return {
    kit,
    headingLevel,
    status: card.status,
    isRefreshing: card.isRefreshing,
    data: card.data,
    onRetry: card.retry,
  }
}

/** A period card's binding, its period menu and its words `cards.<prefix>.<key>`. */
export function usePeriodCard<Name extends PeriodCardName, Key extends string>(
  name: Name,
  prefix: string,
  keys: readonly Key[],
) {
  const { t } = useTranslation()
  const card = useCard(periodCardSource(name))
  const labels = words(t, `cards.${prefix}`, keys)
  const period = usePeriodChoice(t(`cards.${prefix}.title`), card.params.period, (value) =>
    card.choose({ period: value }),
  )
  return { t, card, labels, period }
}
