import { apiRequest } from './http'
import type {
  AccountSettings,
  AccountSettingsUpdate,
  PricingResponse,
  Profile,
} from './types/pages'

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/profile/data', { signal })
}

export function fetchPricing(signal?: AbortSignal): Promise<PricingResponse> {
  return apiRequest<PricingResponse>('/pricing/data', { signal })
}

export function fetchAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return apiRequest<AccountSettings>('/account-setting/data', { signal })
}

/** Saves any of the sections (each with any of its fields); answers the whole updated settings. */
export function updateAccountSettings(
  update: AccountSettingsUpdate,
  signal?: AbortSignal,
): Promise<AccountSettings> {
  return apiRequest<AccountSettings>('/account-setting/data', {
    method: 'POST',
    body: update,
    signal,
  })
}
