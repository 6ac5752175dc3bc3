import { Button, ConfirmationDialog, Flash, Heading, Link, Spinner } from '@primer/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom'
import { dateTimeFormat } from '../../components/intl/cachedIntl'
import { blogEditorMachine, type BlogEditorInput } from '../../machines/blog/blogEditorMachine'
import { isEdited } from '../../machines/blog/blogEditorRules'
import { blogSidebarMachine } from '../../machines/blog/blogSidebarMachine'
import { useLeaveGuard } from '../shared/useLeaveGuard'
import { type BlogEditorActor, BlogEditorFields } from './BlogEditorFields'
import { blogEditPath, blogListPath, blogPostPath, categoryValueOf } from './blogPaths'
import './blog.css'
import './blogEditor.css'

export interface BlogEditorScreenProps {
  /** Quiet time before a draft saves itself and typing pause of the slug check (stories, tests). */
  options?: Omit<BlogEditorInput, 'id'>
}

/** The URL's id: null for a new post, 0 for what is not a post id. */
function idOfParam(param: string | undefined): number | null {
  if (param === undefined) return null
  return /^\d+$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : 0
}

/**
 * /pages/blog/edit (a new post) and /pages/blog/edit/:id: the post's fields, each problem at its
 * field; a draft saves itself; leaving with unsaved edits asks first. A new post's id joins the
 * URL once saved, on the same screen.
 */
export function BlogEditorScreen({ options }: BlogEditorScreenProps) {
  const id = idOfParam(useParams().id)
  // One machine per post: a new one when the URL names another post than the one edited (a new
  // post's own id, once saved, keeps it).
  const [session, setSession] = useState<{ id: number | null; key: number }>({ id, key: 0 })
  const [createdId, setCreatedId] = useState<number | null>(null)
  if (createdId !== null && id === createdId) {
    // The address caught up with the post this machine created: the same machine goes on.
    setSession({ id, key: session.key })
    setCreatedId(null)
  } else if (id !== session.id && id !== createdId) {
    setSession({ id, key: session.key + 1 })
    setCreatedId(null)
  }
  return (
    <BlogEditorSession
      key={session.key}
      input={{ ...options, id: session.id }}
      onCreated={setCreatedId}
    />
  )
}

function BlogEditorSession({
  input,
  onCreated,
}: {
  input: BlogEditorInput
  onCreated: (id: number) => void
}) {
  const actor = useActorRef(blogEditorMachine, { input })
  return <BlogEditor actor={actor} onCreated={onCreated} />
}

function BlogEditor({
  actor,
  onCreated,
}: {
  actor: BlogEditorActor
  onCreated: (id: number) => void
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const sidebar = useActorRef(blogSidebarMachine)
  const categories = useSelector(sidebar, (snapshot) =>
    (snapshot.context.sidebar?.categories ?? []).map(({ category }) => ({
      value: categoryValueOf(category),
      label: category,
    })),
  )
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'))
  const isNotFound = useSelector(actor, (snapshot) => snapshot.hasTag('notFound'))
  const isForbidden = useSelector(actor, (snapshot) => snapshot.hasTag('forbidden'))
  const isLoadFailed = useSelector(actor, (snapshot) => snapshot.hasTag('error'))
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'))
  const isAutosaving = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('saving') && snapshot.context.isAutosaving,
  )
  const isAsking = useSelector(actor, (snapshot) => snapshot.hasTag('askingToClose'))
  const isAskingToDelete = useSelector(actor, (snapshot) => snapshot.hasTag('askingToDelete'))
  const isDeleting = useSelector(actor, (snapshot) => snapshot.hasTag('deleting'))
  const isDeleted = useSelector(actor, (snapshot) => snapshot.hasTag('deleted'))
  const post = useSelector(actor, (snapshot) => snapshot.context.post)
  const status = useSelector(actor, (snapshot) => snapshot.context.fields.status)
  const lastSave = useSelector(actor, (snapshot) => snapshot.context.lastSave)
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure)
  const hasEdits = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('open') &&
      !snapshot.hasTag('closed') &&
      isEdited(snapshot.context.saved, snapshot.context.fields),
  )
  const ask = useCallback(() => actor.send({ type: 'editor.close' }), [actor])
  const guard = useLeaveGuard(hasEdits, ask)

  // A new post's id joins the URL once it is saved.
  const savedId = post?.id
  const isInUrl = useParams().id !== undefined
  useEffect(() => {
    if (savedId === undefined || isInUrl) return
    onCreated(savedId)
    void navigate(blogEditPath(savedId), { replace: true })
  }, [isInUrl, navigate, onCreated, savedId])

  // A deleted post: back to the list, which says so.
  const deletedTitle = isDeleted ? (post?.title ?? '') : null
  useEffect(() => {
    if (deletedTitle === null) return
    void navigate(blogListPath, { state: { deletedPostTitle: deletedTitle } })
  }, [deletedTitle, navigate])

  const title = post ? t('blogEditor.titleEdit', { title: post.title }) : t('blogEditor.titleNew')
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short' })

  return (
    <div className="cea-blog cea-blog-editor">
      <div className="cea-blog-list__header">
        <Heading as="h1" className="cea-blog__title">
          {isNotFound ? t('blogEditor.notFound') : isForbidden ? t('blogEditor.forbidden') : title}
        </Heading>
        <Link as={RouterLink} to={blogListPath}>
          {t('blogEditor.backToList')}
        </Link>
      </div>
      {isLoading ? (
        <div className="cea-blog-state">
          <Spinner size="medium" srText={null} />
          <p>{t('blogEditor.loading')}</p>
        </div>
      ) : null}
      {isNotFound ? <p>{t('blogEditor.notFoundBody')}</p> : null}
      {isForbidden ? <p>{t('blogEditor.forbiddenBody')}</p> : null}
      {isLoadFailed ? (
        <Flash variant="danger" role="alert" className="cea-blog-state">
          <p>{t('blogEditor.failure')}</p>
          <Button onClick={() => actor.send({ type: 'editor.retry' })}>
            {t('blogEditor.retry')}
          </Button>
        </Flash>
      ) : null}
      {useSelector(actor, (snapshot) => snapshot.matches('open')) ? (
        <form
          className="cea-blog-editor__form"
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'editor.save' })
          }}
        >
          <div className="cea-blog-editor__status">
            <span role="status">
              {isAutosaving
                ? t('blogEditor.autosaving')
                : lastSave && !hasEdits
                  ? lastSave.isAutosave
                    ? t('blogEditor.autosaved', { time: time.format(new Date(lastSave.at)) })
                    : t(`blogEditor.saved.${lastSave.status}`)
                  : hasEdits
                    ? t('blogEditor.unsaved')
                    : ''}
            </span>
            {post?.status === 'Published' ? (
              <Link as={RouterLink} to={blogPostPath(post.id)}>
                {t('blogEditor.viewPost')}
              </Link>
            ) : null}
          </div>
          {failure ? (
            <Flash variant="danger" role="alert">
              {t('blogEditor.saveFailed', {
                reason:
                  failure.reason === 'rejected' ? failure.message : t('blogEditor.unavailable'),
              })}
            </Flash>
          ) : null}
          <BlogEditorFields actor={actor} categories={categories} />
          <div className="cea-blog-editor__actions">
            <Button
              type="submit"
              variant="primary"
              loading={isSaving && !isAutosaving}
              loadingAnnouncement={t('blogEditor.saving')}
            >
              {t(`blogEditor.save.${status}`)}
            </Button>
            {post ? (
              <Button
                variant="danger"
                loading={isDeleting}
                loadingAnnouncement={t('blogEditor.delete.deleting')}
                onClick={() => actor.send({ type: 'editor.delete' })}
              >
                {t('blogEditor.delete.button')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {isAsking ? (
        <ConfirmationDialog
          title={t('blogEditor.leave.title')}
          confirmButtonContent={t('blogEditor.leave.discard')}
          confirmButtonType="danger"
          cancelButtonContent={t('blogEditor.leave.keepEditing')}
          onClose={(gesture) => {
            const leave = gesture === 'confirm'
            actor.send({ type: leave ? 'editor.discard' : 'editor.keepEditing' })
            guard.answer(leave)
          }}
        >
          {t('blogEditor.leave.body')}
        </ConfirmationDialog>
      ) : null}
      {isAskingToDelete ? (
        <ConfirmationDialog
          title={t('blogEditor.delete.title')}
          confirmButtonContent={t('blogEditor.delete.confirm')}
          confirmButtonType="danger"
          cancelButtonContent={t('blogEditor.delete.cancel')}
          onClose={(gesture) =>
            actor.send({
              type: gesture === 'confirm' ? 'editor.deleteConfirmed' : 'editor.keepEditing',
            })
          }
        >
          {t('blogEditor.delete.body', { title: post?.title ?? '' })}
        </ConfirmationDialog>
      ) : null}
    </div>
  )
}
