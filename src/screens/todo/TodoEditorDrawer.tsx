import { ConfirmationDialog, Flash } from '@primer/react'
import { Dialog } from '../../components/dialog/Dialog'
import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { todoEditorMachine } from '../../machines/todo/todoEditorMachine'
import { TodoContext } from './todoContext'
import { TodoEditorFields } from './TodoEditorFields'
import { failureText } from './todoWords'

const formId = 'cea-todo-editor-form'

/** The task drawer: the editor child's fields, save or add, delete, and the ask before losing edits. */
export function TodoEditorDrawer({ editor }: { editor: ActorRefFrom<typeof todoEditorMachine> }) {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const isNew = useSelector(editor, (snapshot) => snapshot.context.taskId === null)
  const isSaving = useSelector(editor, (snapshot) => snapshot.hasTag('saving'))
  const isAsking = useSelector(editor, (snapshot) => snapshot.hasTag('askingToClose'))
  const failure = useSelector(editor, (snapshot) => snapshot.context.failure)

  const footer = [
    ...(isNew
      ? []
      : [
          {
            content: t('todo.editor.delete'),
            buttonType: 'danger' as const,
            onClick: () => actor.send({ type: 'editor.delete' }),
          },
        ]),
    {
      content: isNew ? t('todo.editor.add') : t('todo.editor.save'),
      buttonType: 'primary' as const,
      type: 'submit' as const,
      form: formId,
      loading: isSaving,
      loadingAnnouncement: t('common.saving'),
    },
  ]

  return (
    <>
      <Dialog
        closeLabel={t('common.close')}
        title={isNew ? t('todo.editor.addTitle') : t('todo.editor.editTitle')}
        position={{ narrow: 'fullscreen', regular: 'right' }}
        width="medium"
        onClose={() => actor.send({ type: 'editor.close' })}
        footerButtons={footer}
      >
        <form
          id={formId}
          className="cea-todo-editor"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'editor.save' })
          }}
        >
          {failure ? <Flash variant="danger">{failureText(t, failure)}</Flash> : null}
          <TodoEditorFields editor={editor} />
        </form>
      </Dialog>
      {isAsking ? (
        <ConfirmationDialog
          title={t('todo.editor.askTitle')}
          confirmButtonContent={t('todo.editor.discard')}
          confirmButtonType="danger"
          cancelButtonContent={t('todo.editor.keepEditing')}
          onClose={(gesture) =>
            actor.send({ type: gesture === 'confirm' ? 'editor.discard' : 'editor.keepEditing' })
          }
        >
          {t('todo.editor.askBody')}
        </ConfirmationDialog>
      ) : null}
    </>
  )
}
