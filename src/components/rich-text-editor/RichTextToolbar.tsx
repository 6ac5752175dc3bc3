import {
  BoldIcon,
  CodeIcon,
  HeadingIcon,
  ItalicIcon,
  LinkIcon,
  ListOrderedIcon,
  ListUnorderedIcon,
  QuoteIcon,
  RedoIcon,
  StrikethroughIcon,
  TypographyIcon,
  UndoIcon,
} from '@primer/octicons-react'
import { ActionBar } from '@primer/react'
import { type Editor, useEditorState } from '@tiptap/react'
import { useState } from 'react'
import { LinkDialog, type LinkDialogLabels } from './LinkDialog'

export interface RichTextToolbarLabels {
  toolbar: string
  bold: string
  italic: string
  strike: string
  code: string
  bulletList: string
  orderedList: string
  quote: string
  link: string
  undo: string
  redo: string
  /** The first heading level's button (a section) and the second's (a subsection). */
  heading: string
  subheading: string
  linkDialog: LinkDialogLabels
}

/** The heading levels an editor may offer: an article's sections under the page's h1. */
export type HeadingLevel = 2 | 3

type Mark = 'bold' | 'italic' | 'strike' | 'code' | 'bulletList' | 'orderedList' | 'blockquote'

/** The formatting buttons; each shows whether it applies where the cursor is (aria-pressed). */
export function RichTextToolbar({
  editor,
  labels,
  isDisabled,
  headingLevels,
}: {
  editor: Editor
  labels: RichTextToolbarLabels
  isDisabled: boolean
  /** The heading buttons, in order (none: no heading buttons). */
  headingLevels: readonly HeadingLevel[]
}) {
  const [linkHref, setLinkHref] = useState<string | null>(null)
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      code: current.isActive('code'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })

  const toggle = (mark: Mark) => {
    const chain = editor.chain().focus()
    const commands = {
      bold: () => chain.toggleBold(),
      italic: () => chain.toggleItalic(),
      strike: () => chain.toggleStrike(),
      code: () => chain.toggleCode(),
      bulletList: () => chain.toggleBulletList(),
      orderedList: () => chain.toggleOrderedList(),
      blockquote: () => chain.toggleBlockquote(),
    }
    commands[mark]().run()
  }

  const markButton = (mark: Mark, icon: typeof BoldIcon, label: string) => (
    <ActionBar.IconButton
      icon={icon}
      aria-label={label}
      aria-pressed={state[mark]}
      disabled={isDisabled}
      onClick={() => toggle(mark)}
    />
  )

  const headingButtons = headingLevels.map((level, index) => (
    <ActionBar.IconButton
      key={level}
      icon={index === 0 ? HeadingIcon : TypographyIcon}
      aria-label={index === 0 ? labels.heading : labels.subheading}
      aria-pressed={level === 2 ? state.heading2 : state.heading3}
      disabled={isDisabled}
      onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
    />
  ))

  return (
    <>
      <ActionBar aria-label={labels.toolbar} size="small" className="cea-rte__toolbar">
        {headingButtons}
        {headingButtons.length > 0 ? <ActionBar.Divider /> : null}
        {markButton('bold', BoldIcon, labels.bold)}
        {markButton('italic', ItalicIcon, labels.italic)}
        {markButton('strike', StrikethroughIcon, labels.strike)}
        {markButton('code', CodeIcon, labels.code)}
        <ActionBar.Divider />
        {markButton('bulletList', ListUnorderedIcon, labels.bulletList)}
        {markButton('orderedList', ListOrderedIcon, labels.orderedList)}
        {markButton('blockquote', QuoteIcon, labels.quote)}
        <ActionBar.IconButton
          icon={LinkIcon}
          aria-label={labels.link}
          aria-pressed={state.link}
          disabled={isDisabled}
          onClick={() => setLinkHref(String(editor.getAttributes('link').href ?? ''))}
        />
        <ActionBar.Divider />
        <ActionBar.IconButton
          icon={UndoIcon}
          aria-label={labels.undo}
          disabled={isDisabled || !state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <ActionBar.IconButton
          icon={RedoIcon}
          aria-label={labels.redo}
          disabled={isDisabled || !state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        />
      </ActionBar>
      {linkHref === null ? null : (
        <LinkDialog
          href={linkHref}
          labels={labels.linkDialog}
          onApply={(href) => {
            setLinkHref(null)
            const chain = editor.chain().focus().extendMarkRange('link')
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run()
            else chain.setLink({ href }).run()
          }}
          onRemove={() => {
            setLinkHref(null)
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
          }}
          onClose={() => {
            setLinkHref(null)
            editor.commands.focus()
          }}
        />
      )}
    </>
  )
}
