import { ConfirmationDialog, type DialogButtonProps, Flash } from '@primer/react'
import type { ReactNode, RefObject } from 'react'
import { Dialog } from './Dialog'

/** The ask before an edited record's changes are dropped, in the page's language. */
export interface DiscardQuestion {
  title: string
  body: string
  /** The button that drops the changes. */
  discard: string
  /** The button that goes back to the form. */
  keepEditing: string
}

export interface EditorDrawerProps {
  title: string
  closeLabel: string
  /** The form's id: the footer's submit button names it. */
  formId: string
  formClassName: string
  /** Why the last save failed, when it is not a field's fault; shown above the fields. */
  failure: string | null
  footerButtons: DialogButtonProps[]
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Whether to ask before the changes are dropped (the editor is asking). */
  isAsking: boolean
  question: DiscardQuestion
  onSave: () => void
  /** Close was asked for (button, Escape): the editor decides whether to ask first. */
  onClose: () => void
  /** The answer to the question: drop the changes, or keep editing. */
  onAnswer: (discard: boolean) => void
  children: ReactNode
}

/**
 * A record's editor in a drawer (fullscreen on a phone): the form and its fields, a failure
 * above them, the footer's buttons, and the question before unsaved changes are dropped.
 */
export function EditorDrawer({
  title,
  closeLabel,
  formId,
  formClassName,
  failure,
  footerButtons,
  initialFocusRef,
  isAsking,
  question,
  onSave,
  onClose,
  onAnswer,
  children,
}: EditorDrawerProps) {
  return (
    <>
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
            onSave()
          }}
        >
          {failure ? <Flash variant="danger">{failure}</Flash> : null}
          {children}
        </form>
      </Dialog>
      {isAsking ? (
        <ConfirmationDialog
          title={question.title}
          confirmButtonContent={question.discard}
          confirmButtonType="danger"
          cancelButtonContent={question.keepEditing}
          onClose={(gesture) => onAnswer(gesture === 'confirm')}
        >
          {question.body}
        </ConfirmationDialog>
      ) : null}
    </>
  )
}
