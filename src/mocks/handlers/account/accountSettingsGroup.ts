// The account settings page's calls as one handler group, and its story scenarios.
import { accountSecurityHandlers } from './accountSecurityHandlers'
import { accountSettingsHandlers } from './accountSettingsHandlers'
import { billingHandlers } from './billingHandlers'
import { failingHandlers, pendingHandlers, type ScenarioCall } from '../contentScenarios'

export const accountSettingsGroup = [
  ...accountSettingsHandlers,
  ...accountSecurityHandlers,
  ...billingHandlers,
]

const readCalls: ScenarioCall[] = [
  ['get', '/account-setting/data'],
  ['get', '/account-setting/security'],
  ['get', '/api/billing'],
]
const writeCalls: ScenarioCall[] = [
  ['post', '/account-setting/data'],
  ['post', '/account-setting/password'],
  ['post', '/account-setting/two-step'],
  ['put', '/api/subscription'],
  ['post', '/api/billing/payment-methods'],
  ['put', '/api/billing/address'],
]

export const accountSettingsScenarios = {
  /** Nothing loads: the page's error with its retry. */
  error: failingHandlers(readCalls, 'The account settings could not be loaded. Try again.'),
  /** Nothing answers: the loading state. */
  loading: pendingHandlers(readCalls),
  /** Reads answer; saves never do (the saving state). */
  saving: [...pendingHandlers(writeCalls), ...accountSettingsGroup],
}
