import { lazy } from 'react'

/**
 * The shared rich-text editor, loaded on first use: Tiptap and ProseMirror come with the
 * email compose dialog or the task drawer, not with the screens around them. Render it
 * inside a Suspense with the area's loading line.
 */
export const LazyRichTextEditor = lazy(() =>
  import('../../components/rich-text-editor/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
)
