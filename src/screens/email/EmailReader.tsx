import { ArrowLeftIcon } from '@primer/octicons-react'
import { Button, Spinner } from '@primer/react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { currentEntry, viewHref } from '../../machines/email/emailView'
import { EmailContext } from './emailContext'
import { useFailureText } from './useFailureText'

/** The open email's page: its code comes with the first email opened, beside the email's data. */
const loadOpenEmail = () => import('./OpenEmail')
const OpenEmail = lazy(() => loadOpenEmail().then((module) => ({ default: module.OpenEmail })))

/** The open email: back to the list, previous/next, actions, then the thread. */
export function EmailReader() {
  const { t } = useTranslation()
  const actor = EmailContext.useActorRef()
  const view = EmailContext.useSelector((snapshot) => snapshot.context.view)
  const email = EmailContext.useSelector((snapshot) => snapshot.context.openEmail)
  const isLoading = EmailContext.useSelector((snapshot) => snapshot.hasTag('reading'))
  const isPaging = EmailContext.useSelector((snapshot) => snapshot.hasTag('paging'))
  const failure = EmailContext.useSelector((snapshot) => snapshot.context.readerFailure)
  const describeFailure = useFailureText()
  // The page's code is fetched beside the email itself, not after it.
  useEffect(() => {
    loadOpenEmail().catch(() => undefined)
  }, [])
  const listName = t(
    view.folder || !view.label
      ? `email.folders.${currentEntry(view)}`
      : `email.labels.${view.label}`,
  )
  const backLink = (
    <Button
      as={RouterLink}
      to={{ search: viewHref({ ...view, emailId: undefined }) }}
      leadingVisual={ArrowLeftIcon}
      variant="invisible"
      size="small"
    >
      {t('email.reader.back', { name: listName })}
    </Button>
  )

  const loading = (
    <section className="cea-email-reader" aria-label={t('email.reader.label')}>
      <div className="cea-email-reader__bar">{backLink}</div>
      <div className="cea-email-state" role="status">
        <Spinner size="medium" srText={null} />
        <span>{t('email.reader.loading')}</span>
      </div>
    </section>
  )
  if (isLoading || (!email && !failure)) return loading

  if (!email) {
    return (
      <section className="cea-email-reader" aria-label={t('email.reader.label')}>
        <div className="cea-email-reader__bar">{backLink}</div>
        <div className="cea-email-state" role="alert">
          <p className="cea-email-state__title">{t('email.reader.error')}</p>
          <p>{describeFailure(failure)}</p>
          <Button onClick={() => actor.send({ type: 'reader.retry' })}>
            {t('email.list.retry')}
          </Button>
        </div>
      </section>
    )
  }

  // The email's page shows once its code is in, the loading state until then.
  return (
    <Suspense fallback={loading}>
      <OpenEmail email={email} isPaging={isPaging} backLink={backLink} />
    </Suspense>
  )
}
