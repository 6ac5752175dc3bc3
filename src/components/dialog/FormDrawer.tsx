import { type DialogButtonProps, Flash } from '@primer/react'
import type { ReactNode, RefObject } from 'react'
import { Dialog } from './Dialog'

export interface FormDrawerProps {
  title: string
  closeLabel: string
  /** The form's id: the footer's submit button names it. */
  formId: string
  formClassName: string
  /** Why the last save failed, when it is not a field's fault; shown above the fields. */
  failure: string | null
  footerButtons: DialogButtonProps[]
  initialFocusRef?: RefObject<HTMLElement | null>
  onSubmit: () => void
  /** Close was asked for (button, Escape). */
  onClose: () => void
  children: ReactNode
}

/** A form in a drawer (fullscreen on a phone): a failure above its fields, the footer's buttons. */
export function FormDrawer({
  title,
  closeLabel,
  formId,
  formClassName,
  failure,
  footerButtons,
  initialFocusRef,
  onSubmit,
  onClose,
  children,
}: FormDrawerProps) {
  return (
    <Dialog
      closeLabel={closeLabel}
      title={title}
      position={{ narrow: 'fullscreen', regular: 'right' }}
      width="medium"
      initialFocusRef={initialFocusRef}
      onClose={onClose}
      footerButtons={footerButtons}
    >
      <form
        id={formId}
        className={formClassName}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {failure ? <Flash variant="danger">{failure}</Flash> : null}
        {children}
      </form>
    </Dialog>
  )
}
