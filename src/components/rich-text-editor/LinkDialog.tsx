import { FormControl, TextInput } from '@primer/react'
import { Dialog } from '../dialog/Dialog'
import { useState } from 'react'
import { isAllowedLink, normalizeLink } from './linkRules'

export interface LinkDialogLabels {
  title: string
  /** The dialog's close button, e.g. "Close". */
  close: string
  url: string
  hint: string
  invalid: string
  apply: string
  remove: string
  cancel: string
}

/** Asks for a link's address; refuses anything but web and mail addresses. */
export function LinkDialog({
  href,
  labels,
  onApply,
  onRemove,
  onClose,
}: {
  href: string
  labels: LinkDialogLabels
  onApply: (href: string) => void
  onRemove: () => void
  onClose: () => void
}) {
  const [text, setText] = useState(href)
  const [isInvalid, setInvalid] = useState(false)
  const apply = () => {
    const address = text.trim()
    if (!isAllowedLink(address)) {
      setInvalid(true)
      return
    }
    onApply(normalizeLink(address))
  }

  return (
    <Dialog
      title={labels.title}
      closeLabel={labels.close}
      width="medium"
      onClose={onClose}
      footerButtons={[
        ...(href
          ? [{ content: labels.remove, buttonType: 'danger' as const, onClick: onRemove }]
          : []),
        { content: labels.cancel, onClick: onClose },
        { content: labels.apply, buttonType: 'primary' as const, onClick: apply },
      ]}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        <FormControl>
          <FormControl.Label>{labels.url}</FormControl.Label>
          <TextInput
            block
            type="text"
            inputMode="url"
            value={text}
            validationStatus={isInvalid ? 'error' : undefined}
            onChange={(event) => {
              setText(event.target.value)
              setInvalid(false)
            }}
          />
          {isInvalid ? (
            <FormControl.Validation variant="error">{labels.invalid}</FormControl.Validation>
          ) : (
            <FormControl.Caption>{labels.hint}</FormControl.Caption>
          )}
        </FormControl>
      </form>
    </Dialog>
  )
}
