import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
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
import { periodChoices } from '../../machines/dashboard/cardChoices'
import { periodCardSource } from '../../machines/dashboard/cardSources'
import { usePeriodChoice, words } from './useCardKit'
import { useSnapshotInTransition } from '../shared/useSnapshotInTransition'
import { useChoiceInUrl } from './useChoiceInUrl'

export interface CardBinding<Data, Params extends CardParams> extends CardView<Data, Params> {
  retry: () => void
}

/** Params as text, so params that are equal compare equal between renders. */
const paramsText = (params: CardParams) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()

/**
 * Runs one card's own machine (so one failing card never touches another) and reads its view.
 * The machine starts with `input.params` and follows them when a later render brings others
 * (the URL moved: a choice, Back, a link), reloading in place; equal params load nothing.
 */
export function useCard<Data, Params extends CardParams>(
  input: CardInput<Data, Params>,
): CardBinding<Data, Params> {
  // One machine per card, made once: @xstate/react starts a new actor if the machine changes.
  const [machine] = useState(() => createCardMachine<Data, Params>())
  const actorRef = useActorRef(machine, { input })
  // A dashboard's answers arrive together: each card renders its data in a transition, in
  // slices, rather than all of them in one block that holds up the page.
  const snapshot = useSnapshotInTransition(actorRef)
  const wanted = useRef(input.params)
  useEffect(() => {
    wanted.current = input.params
  })
  const wantedText = paramsText(input.params)
  useEffect(() => {
    actorRef.send({ type: 'card.params', params: wanted.current })
  }, [wantedText, actorRef])
  return { ...cardViewOf(snapshot), retry: () => actorRef.send({ type: 'card.retry' }) }
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

/**
 * A period card's binding, its period menu and its words `cards.<prefix>.<key>`. The period
 * lives in the URL (`?orders=last-month`): the card starts with it and follows it.
 */
export function usePeriodCard<Name extends PeriodCardName, Key extends string>(
  name: Name,
  prefix: string,
  keys: readonly Key[],
) {
  const { t } = useTranslation()
  const [chosen, choose] = useChoiceInUrl(periodChoices[name])
  const card = useCard(periodCardSource(name, chosen))
  const labels = words(t, `cards.${prefix}`, keys)
  const period = usePeriodChoice(t(`cards.${prefix}.title`), card.params.period, choose)
  return { t, card, labels, period }
}
