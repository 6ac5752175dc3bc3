import { useTranslation } from 'react-i18next'
import type { RichTextEditorLabels } from '../../components/rich-text-editor/RichTextEditor'

/** The compose editor's toolbar and link dialog, worded in the active language. */
export function useEditorLabels(): RichTextEditorLabels {
  const { t } = useTranslation()
  const key = (name: string) => t(`email.compose.editor.${name}`)
  return {
    toolbar: key('toolbar'),
    bold: key('bold'),
    italic: key('italic'),
    strike: key('strike'),
    code: key('code'),
    bulletList: key('bulletList'),
    orderedList: key('orderedList'),
    quote: key('quote'),
    link: key('link'),
    undo: key('undo'),
    redo: key('redo'),
    linkDialog: {
      title: key('linkDialog.title'),
      url: key('linkDialog.url'),
      hint: key('linkDialog.hint'),
      invalid: key('linkDialog.invalid'),
      apply: key('linkDialog.apply'),
      remove: key('linkDialog.remove'),
      cancel: key('linkDialog.cancel'),
    },
  }
}
