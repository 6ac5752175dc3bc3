import type { TFunction } from 'i18next'
import type { ToastLabels } from '../../components/toast/ToastProvider'

/** The toast stack's own words in the UI's language. */
export const toastLabelsOf = (t: TFunction): ToastLabels => ({
  region: t('extensionsKit.toasts.region'),
  dismiss: t('extensionsKit.toasts.dismiss'),
  kinds: {
    success: t('extensionsKit.toasts.kind.success'),
    error: t('extensionsKit.toasts.kind.error'),
    warning: t('extensionsKit.toasts.kind.warning'),
    info: t('extensionsKit.toasts.kind.info'),
    pending: t('extensionsKit.toasts.kind.pending'),
  },
})
