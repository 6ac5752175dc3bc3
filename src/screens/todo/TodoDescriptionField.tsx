import { FormControl, Spinner, useFormControlForwardedProps } from '@primer/react'
import { Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyRichTextEditor } from '../rich-text/LazyRichTextEditor'
import { useEditorLabels } from '../rich-text/useEditorLabels'

export interface TodoDescriptionFieldProps {
  /** HTML, as stored. */
  value: string
  /** The field's problem in words, if any. */
  error: string | null
  isDisabled: boolean
  onChange: (html: string) => void
}

/** The task's description in the shared rich-text editor (loaded with the drawer): HTML in and out. */
export function TodoDescriptionField({
  value,
  error,
  isDisabled,
  onChange,
}: TodoDescriptionFieldProps) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <FormControl>
      {/* A span: the editor is no form control a <label> could name; it names itself by id. */}
      <FormControl.Label as="span" id={labelId}>
        {t('todo.editor.description')}
      </FormControl.Label>
      {/* Full width: a form control's children keep their own width. */}
      <div className="cea-todo-editor__description">
        <Suspense
          fallback={
            <div className="cea-todo-editor__loading" role="status">
              <Spinner size="small" srText={null} />
              <span>{t('todo.editor.richText.loading')}</span>
            </div>
          }
        >
          <DescriptionEditor
            value={value}
            labelledBy={labelId}
            isInvalid={error !== null}
            isDisabled={isDisabled}
            onChange={onChange}
          />
        </Suspense>
      </div>
      {error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null}
    </FormControl>
  )
}

function DescriptionEditor(props: {
  value: string
  labelledBy: string
  isInvalid: boolean
  isDisabled: boolean
  onChange: (html: string) => void
}) {
  // FormControl's message id, as Primer hands it to a custom input.
  const { 'aria-describedby': describedBy } = useFormControlForwardedProps({})
  const labels = useEditorLabels('todo.editor.richText')
  return <LazyRichTextEditor {...props} describedBy={describedBy} labels={labels} />
}
