import { Banner, ConfirmationDialog, Heading, VisuallyHidden } from '@primer/react'
import { SkeletonText } from '@primer/react/experimental'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Toast } from '../../components/toast/Toast'
import {
  isAccountSettingsTab,
  isProfileEdited,
} from '../../machines/account-settings/accountSettingsForms'
import { hasBillingEdits, planChoiceOf } from '../../machines/account-settings/billingForms'
import { AuthContext } from '../auth/authContext'
import { useLeaveGuard } from '../shared/useLeaveGuard'
import { AccountSettingsContext } from './accountSettingsContext'
import { AccountSettingsTabs } from './AccountSettingsTabs'
import { failureText, noticeText } from './accountSettingsWords'
import './account-settings.css'

/** /pages/account-settings: the signed-in account's own settings, a tab per part (`?tab=`). */
export function AccountSettingsScreen() {
  const [search] = useSearchParams()
  const [input] = useState(() => {
    const tab = search.get('tab')
    return {
      tab: isAccountSettingsTab(tab) ? tab : ('account' as const),
      planChoice: planChoiceOf(search.get('plan'), search.get('period')),
    }
  })
  return (
    <AccountSettingsContext.Provider options={{ input }}>
      <AccountSettings />
    </AccountSettingsContext.Provider>
  )
}

/** The `tab` parameter leads: a reload, a shared link and Back/Forward open the same tab. */
function useTabFromUrl() {
  const view = AccountSettingsContext.useActorRef()
  const [search] = useSearchParams()
  const tab = search.get('tab')
  useEffect(() => {
    view.send({ type: 'tab.show', tab: isAccountSettingsTab(tab) ? tab : 'account' })
  }, [view, tab])
}

/**
 * Unsaved changes (the profile's draft, a password being typed, a plan chosen but not confirmed,
 * a card, the billing address or the social links being typed) ask before the page is left.
 */
function useUnsavedChangesGuard() {
  const hasEdits = AccountSettingsContext.useSelector(
    (snapshot) =>
      isProfileEdited(snapshot.context.settings, snapshot.context.profile) ||
      hasBillingEdits(snapshot.context.billing, snapshot.context.settings, snapshot.context) ||
      JSON.stringify(snapshot.context.notification) !==
        JSON.stringify(snapshot.context.settings?.notification ?? null) ||
      Object.values(snapshot.context.password).some((value) => value !== ''),
  )
  const [isAsking, setAsking] = useState(false)
  const ask = useCallback(() => setAsking(true), [])
  const guard = useLeaveGuard(hasEdits, ask)
  return {
    isAsking,
    answer(leave: boolean) {
      setAsking(false)
      guard.answer(leave)
    },
  }
}

function AccountSettings() {
  const { t } = useTranslation()
  const view = AccountSettingsContext.useActorRef()
  const auth = AuthContext.useActorRef()
  const state = AccountSettingsContext.useSelector((snapshot) => {
    if (snapshot.hasTag('deactivated')) return 'deactivated'
    if (snapshot.hasTag('populated')) return 'ready'
    if (snapshot.hasTag('error')) return 'error'
    return 'loading'
  })
  const loadFailure = AccountSettingsContext.useSelector((snapshot) => snapshot.context.loadFailure)
  const notice = AccountSettingsContext.useSelector((snapshot) => snapshot.context.notice)
  const guard = useUnsavedChangesGuard()
  useTabFromUrl()
  useEffect(() => {
    if (state === 'deactivated') auth.send({ type: 'auth.logout' })
  }, [auth, state])

  return (
    <div className="cea-account-settings">
      <Heading as="h1" className="cea-account-settings__title">
        {t('accountSettings.title')}
      </Heading>
      {state === 'loading' ? (
        <div className="cea-account-settings__card" aria-busy="true">
          <SkeletonText lines={8} />
          <VisuallyHidden>{t('accountSettings.loading')}</VisuallyHidden>
        </div>
      ) : null}
      {state === 'error' ? (
        <Banner
          variant="critical"
          title={t('accountSettings.loadFailed')}
          description={failureText(t, loadFailure) ?? ''}
          primaryAction={
            <Banner.PrimaryAction onClick={() => view.send({ type: 'page.retry' })}>
              {t('accountSettings.retry')}
            </Banner.PrimaryAction>
          }
        />
      ) : null}
      {state === 'ready' ? <AccountSettingsTabs /> : null}
      <Toast
        text={noticeText(t, notice)}
        dismissLabel={t('users.notice.dismiss')}
        onDismiss={() => view.send({ type: 'notice.dismiss' })}
      />
      {guard.isAsking ? (
        <ConfirmationDialog
          title={t('accountSettings.leave.title')}
          confirmButtonContent={t('accountSettings.leave.discard')}
          confirmButtonType="danger"
          cancelButtonContent={t('accountSettings.leave.keepEditing')}
          onClose={(gesture) => guard.answer(gesture === 'confirm')}
        >
          {t('accountSettings.leave.body')}
        </ConfirmationDialog>
      ) : null}
    </div>
  )
}
