import { useTranslation } from 'react-i18next'
import type { RichTextEditorLabels } from '../../components/rich-text-editor/RichTextEditor'

/**
 * The rich-text editor's toolbar and link dialog, worded in the active language from the
 * area's strings under `keyPrefix` (e.g. `email.compose.editor`): toolbar, bold, italic,
 * strike, code, bulletList, orderedList, quote, link, undo, redo and linkDialog.{title, url,
 * hint, invalid, apply, remove, cancel}; the heading buttons' words are shared (`richText`).
 */
export function useEditorLabels(keyPrefix: string): RichTextEditorLabels {
  const { t } = useTranslation()
  const key = (name: string) => t(`${keyPrefix}.${name}`)
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
    heading: t('richText.heading'),
    subheading: t('richText.subheading'),
    linkDialog: {
      title: key('linkDialog.title'),
      close: t('common.close'),
      url: key('linkDialog.url'),
      hint: key('linkDialog.hint'),
      invalid: key('linkDialog.invalid'),
      apply: key('linkDialog.apply'),
      remove: key('linkDialog.remove'),
      cancel: key('linkDialog.cancel'),
    },
  }
}
