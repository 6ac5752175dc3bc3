import { Button } from '@primer/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** A form's row with its primary submit button, busy while the form saves, and any others. */
export function SubmitRow({
  label,
  isSaving,
  children,
}: {
  label: string
  isSaving: boolean
  children?: ReactNode
}) {
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
      {children}
    </div>
  )
}
