import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { EditorDrawer } from '../../components/dialog/EditorDrawer'
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
    <EditorDrawer
      title={isNew ? t('todo.editor.addTitle') : t('todo.editor.editTitle')}
      closeLabel={t('common.close')}
      formId={formId}
      formClassName="cea-todo-editor"
      failure={failure ? failureText(t, failure) : null}
      footerButtons={footer}
      isAsking={isAsking}
      question={{
        title: t('todo.editor.askTitle'),
        body: t('todo.editor.askBody'),
        discard: t('todo.editor.discard'),
        keepEditing: t('todo.editor.keepEditing'),
      }}
      onSave={() => actor.send({ type: 'editor.save' })}
      onClose={() => actor.send({ type: 'editor.close' })}
      onAnswer={(discard) =>
        actor.send({ type: discard ? 'editor.discard' : 'editor.keepEditing' })
      }
    >
      <TodoEditorFields editor={editor} />
    </EditorDrawer>
  )
}
