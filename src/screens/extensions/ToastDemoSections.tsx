import { Button, FormControl, Select } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToasts } from '../../components/toast/toastContext'
import { type ToastPosition, toastPositions } from '../../components/toast/toastQueue'
import { ExtensionsSection } from './ExtensionsSection'

const demoKinds = ['success', 'error', 'warning', 'info'] as const

/** A button per kind: success, error, warning and info. */
export function ToastKindsSection() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <ExtensionsSection
      title={t('extensionsKit.toasts.kinds.title')}
      description={t('extensionsKit.toasts.kinds.description')}
    >
      <div className="cea-extensions__actions">
        {demoKinds.map((kind) => (
          <Button
            key={kind}
            onClick={() => toasts.show({ kind, text: t(`extensionsKit.toasts.kinds.${kind}Text`) })}
          >
            {t(`extensionsKit.toasts.kinds.${kind}`)}
          </Button>
        ))}
      </div>
    </ExtensionsSection>
  )
}

/** Archive a message, then Undo from the toast. */
export function ToastUndoSection() {
  const { t } = useTranslation()
  const toasts = useToasts()
  const [inboxCount, setInboxCount] = useState(3)
  const archive = () => {
    setInboxCount((count) => count - 1)
    toasts.show({
      kind: 'info',
      text: t('extensionsKit.toasts.undo.archived'),
      action: {
        label: t('extensionsKit.toasts.undo.undo'),
        onClick: () => {
          setInboxCount((count) => count + 1)
          toasts.show({ kind: 'success', text: t('extensionsKit.toasts.undo.restored') })
        },
      },
    })
  }
  return (
    <ExtensionsSection
      title={t('extensionsKit.toasts.undo.title')}
      description={t('extensionsKit.toasts.undo.description')}
    >
      <p className="cea-extensions__figure">
        {t('extensionsKit.toasts.undo.inbox', { count: inboxCount })}
      </p>
      <Button disabled={inboxCount === 0} onClick={archive}>
        {t('extensionsKit.toasts.undo.archive')}
      </Button>
    </ExtensionsSection>
  )
}

/** Three toasts at once, and the corner they stack in. */
export function ToastStackSection({
  position,
  onPositionChange,
}: {
  position: ToastPosition
  onPositionChange: (position: ToastPosition) => void
}) {
  const { t } = useTranslation()
  const toasts = useToasts()
  const showThree = () => {
    toasts.show({ kind: 'info', text: t('extensionsKit.toasts.stack.first') })
    toasts.show({ kind: 'success', text: t('extensionsKit.toasts.stack.second') })
    toasts.show({ kind: 'warning', text: t('extensionsKit.toasts.stack.third') })
  }
  return (
    <ExtensionsSection
      title={t('extensionsKit.toasts.stack.title')}
      description={t('extensionsKit.toasts.stack.description')}
    >
      <div className="cea-extensions__actions">
        <FormControl>
          <FormControl.Label>{t('extensionsKit.toasts.stack.position')}</FormControl.Label>
          <Select
            value={position}
            onChange={(event) => {
              const chosen = toastPositions.find((corner) => corner === event.target.value)
              if (chosen) onPositionChange(chosen)
            }}
          >
            {toastPositions.map((corner) => (
              <Select.Option key={corner} value={corner}>
                {t(`extensionsKit.toasts.stack.corner.${corner}`)}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <Button onClick={showThree}>{t('extensionsKit.toasts.stack.showThree')}</Button>
      </div>
    </ExtensionsSection>
  )
}
