import { XIcon } from '@primer/octicons-react'
import { Flash, IconButton } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { ShopWriteFailure } from '../../machines/ecommerce/shopWrites'
import { failureOf } from '../../machines/shared/callFailure'

/** The back end's reason for a refused call, or `general`. */
export function failureText(failure: unknown, general: string): string {
  const failed = failureOf(failure)
  return failed.reason === 'rejected' ? failed.message : general
}

/** Why a cart or wishlist write did not go through (the back end's reason when it gave one). */
export function ShopNotice({
  failure,
  onDismiss,
}: {
  failure: ShopWriteFailure | null
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  if (!failure) return null
  return (
    <Flash variant="danger" className="cea-shop-notice" role="alert">
      <span>{failureText(failure.error, t(`shop.writeFailed.${failure.write.kind}`))}</span>
      <IconButton
        icon={XIcon}
        variant="invisible"
        aria-label={t('common.close')}
        onClick={onDismiss}
      />
    </Flash>
  )
}
