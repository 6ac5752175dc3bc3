import { type DialogButtonProps, Flash } from '@primer/react'
import type { ReactNode, RefObject } from 'react'
import { Dialog } from './Dialog'

export interface FormDrawerProps {
  /** The drawer's heading; it names the dialog. */
  title: string
  /** The close button's accessible name, in the page's language. */
  closeLabel: string
  /** The form's id: the footer's submit button names it. */
  formId: string
  /** The form's class (each screen's own field layout). */
  formClassName: string
  /** Why the last save failed, when it is not a field's fault; shown above the fields. */
  failure: string | null
  /** The footer's buttons; the submit button names the form by `formId`. */
  footerButtons: DialogButtonProps[]
  /** What gets focus when the drawer opens (Primer's default: the first focusable). */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** The form was sent. */
  onSubmit: () => void
  /** Close was asked for (button, Escape). */
  onClose: () => void
  /** The form's fields. */
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
