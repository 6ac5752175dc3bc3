import { Button } from '@primer/react'
import { useTranslation } from 'react-i18next'

/** A form's row with its primary submit button, busy while the form saves. */
export function SubmitRow({ label, isSaving }: { label: string; isSaving: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="cea-account-settings__actions cea-account-settings__wide">
      <Button
        type="submit"
        variant="primary"
        loading={isSaving}
        loadingAnnouncement={t('common.saving')}
      >
        {label}
      </Button>
    </div>
  )
}
