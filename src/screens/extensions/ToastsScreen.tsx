import { Heading } from '@primer/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ToastProvider } from '../../components/toast/ToastProvider'
import type { ToastPosition } from '../../components/toast/toastQueue'
import { toastLabelsOf } from './extensionsToastLabels'
import { ToastKindsSection, ToastStackSection, ToastUndoSection } from './ToastDemoSections'
import { ToastPromiseSection } from './ToastPromiseSection'
import './extensions.css'

export interface ToastsScreenProps {
  /** How long the sample save takes, in ms; null: it never settles (to show the pending toast). */
  settleDelayMs?: number | null
  /** How long a toast stays, in ms; null: until dismissed. */
  toastDurationMs?: number | null
}

/** /extensions/toasts: the kit's toast system, each kind, Undo, a promise toast, stacking and corners. */
export function ToastsScreen({ settleDelayMs = 1500, toastDurationMs = 6000 }: ToastsScreenProps) {
  const { t } = useTranslation()
  const [position, setPosition] = useState<ToastPosition>('bottom-end')
  const labels = useMemo(() => toastLabelsOf(t), [t])
  return (
    <ToastProvider labels={labels} position={position} durationMs={toastDurationMs}>
      <div className="cea-extensions">
        <Heading as="h1" className="cea-extensions__title">
          {t('extensionsKit.toasts.title')}
        </Heading>
        <p className="cea-extensions__intro">{t('extensionsKit.toasts.intro')}</p>
        <ToastKindsSection />
        <ToastUndoSection />
        <ToastPromiseSection settleDelayMs={settleDelayMs} />
        <ToastStackSection position={position} onPositionChange={setPosition} />
      </div>
    </ToastProvider>
  )
}
