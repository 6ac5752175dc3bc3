import { createActorContext } from '@xstate/react'
import { accountSettingsMachine } from '../../machines/account-settings/accountSettingsMachine'

/** The account settings page's actor; `AccountSettingsScreen` starts it and every tab reads it. */
export const AccountSettingsContext = createActorContext(accountSettingsMachine)
