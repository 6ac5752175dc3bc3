import { ConfirmationDialog } from '@primer/react'
import { useSelector } from '@xstate/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { EditorDrawer } from '../../components/dialog/EditorDrawer'
import type { calendarEditorMachine } from '../../machines/calendar/calendarEditorMachine'
import { CalendarContext } from './calendarContext'
import { CalendarEditorFields } from './CalendarEditorFields'
import { failureText } from './calendarWords'
import './calendarEditor.css'

const formId = 'cea-calendar-editor-form'

/** The event drawer: its fields, Remove (asks first), Cancel and Add / Save. */
export function CalendarEditorDrawer({
  editor,
}: {
  editor: ActorRefFrom<typeof calendarEditorMachine>
}) {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const isNew = useSelector(editor, (snapshot) => snapshot.context.eventId === null)
  const isSaving = useSelector(editor, (snapshot) => snapshot.hasTag('saving'))
  const isAsking = useSelector(editor, (snapshot) => snapshot.hasTag('askingToClose'))
  const failure = useSelector(editor, (snapshot) => snapshot.context.failure)
  const [isConfirmingRemove, setConfirmingRemove] = useState(false)
  const titleRef = useRef<HTMLInputElement>(null)

  const footer = [
    ...(isNew
      ? []
      : [
          {
            content: t('calendar.editor.remove'),
            buttonType: 'danger' as const,
            onClick: () => setConfirmingRemove(true),
          },
        ]),
    {
      content: t('calendar.editor.cancel'),
      buttonType: 'default' as const,
      onClick: () => actor.send({ type: 'editor.close' }),
    },
    {
      content: isNew ? t('calendar.editor.add') : t('calendar.editor.save'),
      buttonType: 'primary' as const,
      type: 'submit' as const,
      form: formId,
      loading: isSaving,
      loadingAnnouncement: t('common.saving'),
    },
  ]

  return (
    <>
      <EditorDrawer
        title={isNew ? t('calendar.editor.addTitle') : t('calendar.editor.editTitle')}
        closeLabel={t('common.close')}
        formId={formId}
        formClassName="cea-calendar-editor"
        failure={failure ? failureText(t, failure) : null}
        footerButtons={footer}
        initialFocusRef={titleRef}
        isAsking={isAsking}
        question={{
          title: t('calendar.editor.askTitle'),
          body: t('calendar.editor.askBody'),
          discard: t('calendar.editor.discard'),
          keepEditing: t('calendar.editor.keepEditing'),
        }}
        onSave={() => actor.send({ type: 'editor.save' })}
        onClose={() => actor.send({ type: 'editor.close' })}
        onAnswer={(discard) =>
          actor.send({ type: discard ? 'editor.discard' : 'editor.keepEditing' })
        }
      >
        <CalendarEditorFields editor={editor} titleRef={titleRef} />
      </EditorDrawer>
      {isConfirmingRemove ? (
        <ConfirmationDialog
          title={t('calendar.editor.removeTitle')}
          confirmButtonContent={t('calendar.editor.remove')}
          confirmButtonType="danger"
          cancelButtonContent={t('calendar.editor.keepEvent')}
          onClose={(gesture) => {
            setConfirmingRemove(false)
            if (gesture === 'confirm') actor.send({ type: 'editor.delete' })
          }}
        >
          {t('calendar.editor.removeBody')}
        </ConfirmationDialog>
      ) : null}
    </>
  )
}
