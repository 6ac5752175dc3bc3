import { ConfirmationDialog } from '@primer/react'
import { FormDrawer, type FormDrawerProps } from './FormDrawer'

/** The ask before an edited record's changes are dropped, in the page's language. */
export interface DiscardQuestion {
  title: string
  body: string
  /** The button that drops the changes. */
  discard: string
  /** The button that goes back to the form. */
  keepEditing: string
}

export interface EditorDrawerProps extends Omit<FormDrawerProps, 'onSubmit'> {
  /** Whether to ask before the changes are dropped (the editor is asking). */
  isAsking: boolean
  /** The discard question's words: title, body and its two answers. */
  question: DiscardQuestion
  /** The form was sent. */
  onSave: () => void
  /** The answer to the question: drop the changes, or keep editing. */
  onAnswer: (discard: boolean) => void
}

/**
 * A record's editor in a drawer (fullscreen on a phone): the form and its fields, a failure
 * above them, the footer's buttons, and the question before unsaved changes are dropped.
 */
export function EditorDrawer({
  isAsking,
  question,
  onSave,
  onAnswer,
  children,
  ...form
}: EditorDrawerProps) {
  return (
    <>
      <FormDrawer {...form} onSubmit={onSave}>
        {children}
      </FormDrawer>
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
