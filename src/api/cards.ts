import { apiRequest } from './http'
import type {
  CardAnalyticsName,
  CardAnalyticsPayloads,
  CardStatisticsName,
  CardStatisticsPayloads,
} from './types/cards'

/** The payload of one analytics card, typed by its name. */
export function fetchAnalyticsCard<Name extends CardAnalyticsName>(
  name: Name,
  signal?: AbortSignal,
): Promise<CardAnalyticsPayloads[Name]> {
  return apiRequest<CardAnalyticsPayloads[Name]>(
    `/card/card-analytics/${encodeURIComponent(name)}`,
    { signal },
  )
}

/** The payload of one statistics card, typed by its name. */
export function fetchStatisticsCard<Name extends CardStatisticsName>(
  name: Name,
  signal?: AbortSignal,
): Promise<CardStatisticsPayloads[Name]> {
  return apiRequest<CardStatisticsPayloads[Name]>(
    `/card/card-statistics/${encodeURIComponent(name)}`,
    { signal },
  )
}
