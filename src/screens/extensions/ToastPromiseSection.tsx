import { Button } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { useToasts } from '../../components/toast/toastContext'
import { ExtensionsSection } from './ExtensionsSection'

/** A sample save that succeeds or fails after `delayMs` (null: never settles). */
function sampleSave(isFailing: boolean, delayMs: number | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (delayMs === null) return
    window.setTimeout(() => (isFailing ? reject(new Error('sample failure')) : resolve()), delayMs)
  })
}

/** A promise toast: pending while the save runs, then done or failed. */
export function ToastPromiseSection({ settleDelayMs }: { settleDelayMs: number | null }) {
  const { t } = useTranslation()
  const toasts = useToasts()
  const save = (isFailing: boolean) =>
    toasts
      .promise(sampleSave(isFailing, settleDelayMs), {
        pending: t('extensionsKit.toasts.promise.pending'),
        done: t('extensionsKit.toasts.promise.done'),
        failed: t('extensionsKit.toasts.promise.failed'),
      })
      // The toast has said it; the page has nothing more to do with the failure.
      .catch(() => undefined)
  return (
    <ExtensionsSection
      title={t('extensionsKit.toasts.promise.title')}
      description={t('extensionsKit.toasts.promise.description')}
    >
      <div className="cea-extensions__actions">
        <Button onClick={() => save(false)}>{t('extensionsKit.toasts.promise.save')}</Button>
        <Button onClick={() => save(true)}>{t('extensionsKit.toasts.promise.saveFailing')}</Button>
      </div>
    </ExtensionsSection>
  )
}
