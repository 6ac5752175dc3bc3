import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextEditor } from '../../../components/rich-text-editor/RichTextEditor'
import { useEditorLabels } from '../../rich-text/useEditorLabels'

/** The editor with its toolbar, the email composer's words; what is typed stays in the card. */
export function RichTextEditorSample() {
  const { t } = useTranslation()
  const labels = useEditorLabels('email.compose.editor')
  const [value, setValue] = useState('')
  const labelId = useId()
  return (
    <div className="cea-components-index__stage">
      <span id={labelId} className="cea-components-index__label">
        {t('componentsIndex.samples.editorLabel')}
      </span>
      <RichTextEditor value={value} onChange={setValue} labelledBy={labelId} labels={labels} />
    </div>
  )
}
