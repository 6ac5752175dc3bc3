import { EditorContent, useEditor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { isAllowedLink } from './linkRules'
import { RichTextToolbar, type RichTextToolbarLabels } from './RichTextToolbar'
import './richTextEditor.css'

export type RichTextEditorLabels = RichTextToolbarLabels

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string
  onChange: (html: string) => void
  /** Id of the visible label that names the text box. */
  labelledBy: string
  labels: RichTextEditorLabels
  isDisabled?: boolean
}

/**
 * A rich-text box (Tiptap): bold, italic, strikethrough, code, lists, quote, links, undo and
 * redo, from the toolbar or the usual shortcuts. Whatever HTML comes in is parsed through the
 * editor's schema, so anything else (scripts, handlers, frames, images) never reaches the page.
 */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  labels,
  isDisabled = false,
}: RichTextEditorProps) {
  const emitted = useRef(value)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && isAllowedLink(url),
        },
      }),
    ],
    content: value,
    editable: !isDisabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        class: 'cea-rte__content',
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : changed.getHTML()
      emitted.current = html
      onChangeRef.current(html)
    },
  })

  // A value set from outside (a draft opened, the form reset) replaces the content.
  useEffect(() => {
    if (value === emitted.current) return
    emitted.current = value
    editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])

  useEffect(() => {
    editor.setEditable(!isDisabled)
  }, [editor, isDisabled])

  return (
    <div className="cea-rte" data-disabled={isDisabled}>
      <RichTextToolbar editor={editor} labels={labels} isDisabled={isDisabled} />
      <EditorContent editor={editor} />
    </div>
  )
}
