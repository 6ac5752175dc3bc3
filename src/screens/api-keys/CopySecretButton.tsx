import { CheckIcon, CopyIcon } from '@primer/octicons-react'
import { Button, VisuallyHidden } from '@primer/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Copies the text to the clipboard; says "Copied" on the button and to screen readers. */
export function CopySecretButton({ text }: { text: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (state !== 'copied') return undefined
    const timer = window.setTimeout(() => setState('idle'), 4000)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <Button leadingVisual={state === 'copied' ? CheckIcon : CopyIcon} onClick={() => void copy()}>
        {state === 'copied' ? t('apiKeys.secret.copied') : t('apiKeys.secret.copy')}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {state === 'copied' ? t('apiKeys.secret.copiedAnnouncement') : ''}
        {state === 'failed' ? t('apiKeys.secret.copyFailed') : ''}
      </VisuallyHidden>
    </>
  )
}
