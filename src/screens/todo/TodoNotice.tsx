import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import type { TodoNotice as Notice } from '../../machines/todo/todoMachine'
import { TodoContext } from './todoContext'
import { failureText } from './todoWords'

/** The toast: what just happened, with Undo after a delete. Always in the DOM, so it is announced. */
export function TodoNotice() {
  const { t } = useTranslation()
  const actor = TodoContext.useActorRef()
  const notice = TodoContext.useSelector((snapshot) => snapshot.context.notice)

  const text = (shown: Notice) =>
    shown.kind === 'failed'
      ? `${t('todo.errors.failedAction')} ${failureText(t, shown.failure)}`
      : t(`todo.notice.${shown.kind}`, { title: shown.task.title })

  return (
    <Toast
      text={notice ? text(notice) : null}
      action={
        notice?.kind === 'deleted'
          ? { label: t('todo.notice.undo'), onClick: () => actor.send({ type: 'notice.undo' }) }
          : undefined
      }
      dismissLabel={t('todo.notice.dismiss')}
      onDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  )
}
