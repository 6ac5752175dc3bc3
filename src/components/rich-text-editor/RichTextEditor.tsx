import { type Editor, EditorContent, useEditor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { useEffect, useRef } from 'react'
import { headingsBelowTitle } from '../safe-html/SafeHtml'
import { isAllowedLink } from './linkRules'
import { type HeadingLevel, RichTextToolbar, type RichTextToolbarLabels } from './RichTextToolbar'
import './richTextEditor.css'

export type RichTextEditorLabels = RichTextToolbarLabels
export type { HeadingLevel } from './RichTextToolbar'

export interface RichTextEditorProps {
  /** HTML; '' when empty. */
  value: string
  /** The text changed: its HTML ('' when empty). */
  onChange: (html: string) => void
  /** Id of the visible label that names the text box. */
  labelledBy: string
  /** Ids of what describes the box (a field's message, its caption). */
  describedBy?: string
  /** The field's value is refused: the box says so (aria-invalid). */
  isInvalid?: boolean
  /** The toolbar's and the link dialog's words, already translated. */
  labels: RichTextEditorLabels
  /** The box and its toolbar cannot be used. */
  isDisabled?: boolean
  /** Takes the focus once shown (a box that loads the editor when it is first used). */
  focusOnStart?: boolean
  /**
   * Heading levels the text may have (an article's sections: `[2, 3]`, under the page's h1);
   * without them headings are plain paragraphs (a message, a task's notes). A value's headings
   * move up so its highest is the first level (an article written with h4s keeps its sections).
   */
  headingLevels?: readonly HeadingLevel[]
}

/**
 * The editor's value: '' when empty, and without the empty paragraphs at the end (the one the
 * editor keeps after a final list or quote so the caret can leave it, lines left blank).
 */
const htmlOf = (editor: Editor) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '')

/** A value as the editor holds it: with headings, its highest one is the first level (h2). */
const contentOf = (html: string, hasHeadings: boolean) =>
  hasHeadings ? headingsBelowTitle(html) : html

const contentAttributes = (labelledBy: string, describedBy?: string, isInvalid = false) => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
  class: 'cea-rte__content',
})

/**
 * A rich-text box (Tiptap): bold, italic, strikethrough, code, lists, quote, links, undo and
 * redo (and headings where `headingLevels` allows), from the toolbar or the usual shortcuts. Whatever HTML comes in is parsed through the
 * editor's schema, so anything else (scripts, handlers, frames, images) never reaches the page.
 */
export function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  isInvalid = false,
  labels,
  isDisabled = false,
  focusOnStart = false,
  headingLevels,
}: RichTextEditorProps) {
  const levels = headingLevels && headingLevels.length > 0 ? headingLevels : null
  const hasHeadings = levels !== null
  const emitted = useRef(value)
  // The value that came in last and the same content as the editor writes it: back to that
  // content (an undo), the editor gives back the value as it came, so a caller comparing
  // strings (an unsaved-changes check) sees no change where the schema rewrote the markup.
  const given = useRef<{ value: string; html: string } | null>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: levels ? { levels: [...levels] } : false,
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
    content: contentOf(value, hasHeadings),
    editable: !isDisabled,
    autofocus: focusOnStart ? 'end' : false,
    immediatelyRender: true,
    // useEditor hands the options of every render to the editor: the attributes follow the props.
    editorProps: { attributes: contentAttributes(labelledBy, describedBy, isInvalid) },
    onUpdate: ({ editor: changed }) => {
      const html = htmlOf(changed)
      const next = html === given.current?.html ? given.current.value : html
      if (next === emitted.current) return
      emitted.current = next
      onChangeRef.current(next)
    },
  })

  // A value set from outside (a draft opened, the form reset) replaces the content; the
  // editor's own value coming back changes nothing.
  // useEditor may hand over a new editor when the first one was destroyed before this component
  // was committed (a slow, interrupted first render): effects left with the old one do nothing,
  // and run again with the new one.
  useEffect(() => {
    if (editor.isDestroyed) return
    if (given.current !== null && value === emitted.current) return
    if (value !== emitted.current) {
      emitted.current = value
      editor.commands.setContent(contentOf(value, hasHeadings), { emitUpdate: false })
    }
    given.current = { value, html: htmlOf(editor) }
  }, [editor, value, hasHeadings])

  useEffect(() => {
    // Without an update event: the content did not change.
    if (editor.isDestroyed) return
    editor.setEditable(!isDisabled, false)
  }, [editor, isDisabled])

  return (
    <div className="cea-rte" data-disabled={isDisabled}>
      <RichTextToolbar
        editor={editor}
        labels={labels}
        isDisabled={isDisabled}
        headingLevels={levels ?? []}
      />
      <EditorContent editor={editor} />
    </div>
  )
}
