import { useTranslation } from 'react-i18next'
import { Toast } from '../../components/toast/Toast'
import { CalendarContext } from './calendarContext'
import { noticeText } from './calendarWords'

/** The toast: what just happened, with Undo after a removal. Always in the DOM, so it is announced. */
export function CalendarNotice() {
  const { t } = useTranslation()
  const actor = CalendarContext.useActorRef()
  const notice = CalendarContext.useSelector((snapshot) => snapshot.context.notice)

  return (
    <Toast
      text={notice ? noticeText(t, notice) : null}
      action={
        notice?.kind === 'removed'
          ? { label: t('calendar.notice.undo'), onClick: () => actor.send({ type: 'notice.undo' }) }
          : undefined
      }
      dismissLabel={t('calendar.notice.dismiss')}
      onDismiss={() => actor.send({ type: 'notice.dismiss' })}
    />
  )
}
