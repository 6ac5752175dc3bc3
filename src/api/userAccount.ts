// Typed calls of the user view page (README "Calls"): one user's account and its writes.
import { apiRequest } from './http'
import type {
  BillingUpdate,
  NotificationsUpdate,
  PasswordChange,
  PasswordChangeResponse,
  PlanUpdate,
  TwoStepUpdate,
  UserAccountResponse,
  UserAccountWriteResponse,
} from './types/userAccount'

export async function fetchUserAccount(
  id: number,
  signal?: AbortSignal,
): Promise<UserAccountResponse> {
  return apiRequest<UserAccountResponse>('/api/users/account', { query: { id }, signal })
}

/** Answers when the password changed; the password itself never comes back. */
export async function changePassword(change: PasswordChange): Promise<PasswordChangeResponse> {
  return apiRequest<PasswordChangeResponse>('/apps/users/change-password', {
    method: 'POST',
    body: change,
  })
}

export async function saveTwoStep(update: TwoStepUpdate): Promise<UserAccountWriteResponse> {
  return apiRequest<UserAccountWriteResponse>('/apps/users/two-step', {
    method: 'POST',
    body: update,
  })
}

export async function saveNotifications(
  update: NotificationsUpdate,
): Promise<UserAccountWriteResponse> {
  return apiRequest<UserAccountWriteResponse>('/apps/users/notifications', {
    method: 'POST',
    body: update,
  })
}

export async function changePlan(update: PlanUpdate): Promise<UserAccountWriteResponse> {
  return apiRequest<UserAccountWriteResponse>('/apps/users/plan', { method: 'POST', body: update })
}

export async function saveBilling(update: BillingUpdate): Promise<UserAccountWriteResponse> {
  return apiRequest<UserAccountWriteResponse>('/apps/users/billing', {
    method: 'POST',
    body: update,
  })
}
