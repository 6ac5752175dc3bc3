import { Select, Spinner, Textarea, TextInput } from '@primer/react'
import { useSelector } from '@xstate/react'
import { Suspense, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import { blogEditorStatuses } from '../../api/types/blog'
import { FormField } from '../../components/form-field/FormField'
import type { HeadingLevel } from '../../components/rich-text-editor/RichTextEditor'
import type { blogEditorMachine } from '../../machines/blog/blogEditorMachine'
import {
  type BlogEditorFields as Fields,
  type BlogFieldProblem,
  blogImageAccept,
} from '../../machines/blog/blogEditorRules'
import { LazyRichTextEditor } from '../rich-text/LazyRichTextEditor'
import { useEditorLabels } from '../rich-text/useEditorLabels'

export type BlogEditorActor = ActorRefFrom<typeof blogEditorMachine>

/** A post's sections and subsections, under the page's h1 (as the post page shows them). */
const articleHeadingLevels: readonly HeadingLevel[] = [2, 3]

export interface BlogCategoryChoice {
  value: string
  label: string
}

/** A field's problem in the viewer's language. */
function useProblemText() {
  const { t } = useTranslation()
  return (problem: BlogFieldProblem | undefined) =>
    problem === undefined
      ? null
      : problem.code === 'server'
        ? problem.message
        : t(`blogEditor.problems.${problem.code}`)
}

/** The post's fields: title, slug, categories, status (and date), excerpt, image, content. */
export function BlogEditorFields({
  actor,
  categories,
}: {
  actor: BlogEditorActor
  categories: readonly BlogCategoryChoice[]
}) {
  const { t } = useTranslation()
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields)
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems)
  const slugCheck = useSelector(actor, (snapshot) => snapshot.context.slugCheck)
  const isReading = useSelector(actor, (snapshot) => snapshot.hasTag('readingImage'))
  const problemText = useProblemText()
  const editorLabels = useEditorLabels('email.compose.editor')
  const contentLabelId = useId()
  const contentMessageId = useId()
  const categoriesMessageId = useId()
  const [isEditorWanted, setEditorWanted] = useState(false)
  const [isEditorFocused, setEditorFocused] = useState(false)
  const change = (patch: Partial<Fields>) => actor.send({ type: 'editor.change', fields: patch })
  const toggleCategory = (value: string) =>
    change({
      categories: fields.categories.includes(value)
        ? fields.categories.filter((chosen) => chosen !== value)
        : [...fields.categories, value],
    })
  const slugNote =
    slugCheck === 'checking'
      ? t('blogEditor.fields.slugChecking')
      : slugCheck === 'free' && !problems.slug
        ? t('blogEditor.fields.slugFree')
        : t('blogEditor.fields.slugHint', { slug: fields.slug || '…' })

  return (
    <div className="cea-blog-editor__fields">
      <FormField
        label={t('blogEditor.fields.title')}
        isRequired
        error={problemText(problems.title)}
      >
        {(input) => (
          <TextInput
            {...input}
            block
            value={fields.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('blogEditor.fields.slug')} isRequired error={problemText(problems.slug)}>
        {(input) => (
          <>
            <TextInput
              {...input}
              block
              value={fields.slug}
              onChange={(event) => change({ slug: event.target.value })}
            />
            <span className="cea-blog-editor__hint" aria-live="polite">
              {slugNote}
            </span>
          </>
        )}
      </FormField>
      <fieldset
        className="cea-blog-editor__categories"
        aria-describedby={problems.categories ? categoriesMessageId : undefined}
      >
        <legend className="cea-form-field__label">{t('blogEditor.fields.categories')}</legend>
        {categories.map((category) => (
          <label key={category.value} className="cea-blog-editor__category">
            {/* A native box: Primer's Checkbox brings its FormControl (~22 KB gzip) on the first load. */}
            <input
              type="checkbox"
              className="cea-blog-editor__checkbox"
              checked={fields.categories.includes(category.value)}
              onChange={() => toggleCategory(category.value)}
            />
            {category.label}
          </label>
        ))}
        {problems.categories ? (
          <span id={categoriesMessageId} className="cea-form-field__error">
            {problemText(problems.categories)}
          </span>
        ) : null}
      </fieldset>
      <div className="cea-blog-editor__row">
        <FormField label={t('blogEditor.fields.status')}>
          {(input) => (
            <Select
              {...input}
              value={fields.status}
              onChange={(event) => {
                const status = blogEditorStatuses.find((choice) => choice === event.target.value)
                if (status) change({ status })
              }}
            >
              {blogEditorStatuses.map((status) => (
                <Select.Option key={status} value={status}>
                  {t(`blogEditor.statuses.${status}`)}
                </Select.Option>
              ))}
            </Select>
          )}
        </FormField>
        {fields.status === 'Scheduled' ? (
          <FormField
            label={t('blogEditor.fields.publishAt')}
            isRequired
            error={problemText(problems.publishAt)}
          >
            {(input) => (
              <TextInput
                {...input}
                type="datetime-local"
                value={fields.publishAt}
                onChange={(event) => change({ publishAt: event.target.value })}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <FormField label={t('blogEditor.fields.excerpt')} error={problemText(problems.excerpt)}>
        {(input) => (
          <Textarea
            {...input}
            block
            rows={3}
            value={fields.excerpt}
            onChange={(event) => change({ excerpt: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('blogEditor.fields.image')}
        isRequired
        error={problemText(problems.featuredImage)}
      >
        {(input) => (
          <div className="cea-blog-editor__image">
            <span className="cea-blog-editor__hint">{t('blogEditor.fields.imageHint')}</span>
            <input
              {...input}
              type="file"
              accept={blogImageAccept}
              className="cea-blog-editor__file"
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) actor.send({ type: 'image.pick', file })
                event.target.value = ''
              }}
            />
            {isReading ? (
              <Spinner size="small" srText={t('blogEditor.fields.editorLoading')} />
            ) : null}
            {fields.featuredImage ? (
              <img
                src={fields.featuredImage}
                alt={t('blogEditor.fields.imagePreview')}
                className="cea-blog-editor__preview"
              />
            ) : null}
          </div>
        )}
      </FormField>
      <div className="cea-form-field">
        <span id={contentLabelId} className="cea-form-field__label">
          {t('blogEditor.fields.content')}
          <span aria-hidden="true" className="cea-form-field__required">
            *
          </span>
        </span>
        {isEditorWanted ? (
          <Suspense fallback={<p>{t('blogEditor.fields.editorLoading')}</p>}>
            <LazyRichTextEditor
              value={fields.content}
              onChange={(content) => change({ content })}
              labelledBy={contentLabelId}
              describedBy={problems.content ? contentMessageId : undefined}
              isInvalid={problems.content !== undefined}
              labels={editorLabels}
              focusOnStart={isEditorFocused}
              headingLevels={articleHeadingLevels}
            />
          </Suspense>
        ) : (
          // Tiptap loads when the box is first used, not with the page (~130 KB gzip).
          <div
            role="textbox"
            aria-multiline="true"
            aria-labelledby={contentLabelId}
            aria-describedby={problems.content ? contentMessageId : undefined}
            aria-invalid={problems.content !== undefined || undefined}
            tabIndex={0}
            className="cea-blog-editor__content-preview"
            onFocus={() => {
              setEditorFocused(true)
              setEditorWanted(true)
            }}
          >
            {fields.content
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()}
          </div>
        )}
        {problems.content ? (
          <span id={contentMessageId} className="cea-form-field__error">
            {problemText(problems.content)}
          </span>
        ) : null}
      </div>
    </div>
  )
}
