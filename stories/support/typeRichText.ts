import { expect, userEvent, waitFor } from 'storybook/test'

/**
 * Types into a rich-text box (ProseMirror) the way the browser's own editing does.
 * user-event edits contenteditable text nodes itself, which races ProseMirror's reading of the
 * DOM and can drop a letter; `insertText` is the browser's input path, the one a keyboard takes.
 */
export async function typeRichText(box: HTMLElement, text: string, { click = true } = {}) {
  if (click) await userEvent.click(box)
  await waitFor(() =>
    expect(box.contains(document.activeElement) || box === document.activeElement).toBe(true),
  )
  for (const character of text) document.execCommand('insertText', false, character)
}
