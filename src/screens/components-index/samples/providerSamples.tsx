import { Button, Text } from '@primer/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Skin } from '../../../api/types/preferences'
import { SkinToggle } from '../../../components/navbar/SkinToggle'
import { SkinThemeProvider } from '../../../components/skin-theme/SkinThemeProvider'
import { useToasts } from '../../../components/toast/toastContext'
import { ToastProvider } from '../../../components/toast/ToastProvider'
import { toastLabelsOf } from '../../extensions/extensionsToastLabels'

// Providers around a small part of the card: the toasts and the skin stay inside the sample.

function ShowToastButton() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <Button
      onClick={() => toasts.show({ kind: 'success', text: t('componentsIndex.samples.toastText') })}
    >
      {t('componentsIndex.samples.showToast')}
    </Button>
  )
}

/** A button below its own provider: each press stacks a toast in the page's corner. */
export function ToastProviderSample() {
  const { t } = useTranslation()
  return (
    <ToastProvider labels={toastLabelsOf(t)}>
      <ShowToastButton />
    </ToastProvider>
  )
}

/** A panel in the skin its toggle chooses, whatever skin the page around it has. */
export function SkinThemeProviderSample() {
  const { t } = useTranslation()
  const [skin, setSkin] = useState<Skin>('dark')
  return (
    <SkinThemeProvider skin={skin}>
      <div className="cea-components-index__skin-panel">
        <Text>
          {t('componentsIndex.samples.skinPanel', {
            skin: t(`componentsIndex.samples.skin.${skin}`),
          })}
        </Text>
        <SkinToggle
          skin={skin}
          labels={{ toDark: t('navbar.skin.toDark'), toLight: t('navbar.skin.toLight') }}
          onToggle={() => setSkin((current) => (current === 'dark' ? 'light' : 'dark'))}
        />
      </div>
    </SkinThemeProvider>
  )
}
