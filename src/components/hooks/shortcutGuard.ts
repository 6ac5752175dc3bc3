// The one rule every keyboard shortcut of the app follows: a shortcut is a key pressed on the
// page itself, never while a person types or while a modal dialog or a menu has the page.

/** Open layers that own the keyboard: modal dialogs, alert dialogs and menus (Primer renders them only while open). */
const openLayerSelector = [
  '[role="dialog"][aria-modal="true"]',
  '[role="alertdialog"]',
  'dialog[open]',
  '[role="menu"]',
].join(', ')

/** Popups that take focus while open (anchored panels, listboxes): blocked while focus is inside. */
const focusedLayerSelector =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]'

/** Whether an element takes typed text: inputs, text areas, selects, contenteditable. */
export function isEditableElement(element: Element | null): boolean {
  if (!element || !('isContentEditable' in element)) return false
  const { tagName } = element
  if (tagName === 'TEXTAREA' || tagName === 'SELECT') return true
  if (tagName === 'INPUT') {
    // Buttons and boxes in a form take no text; a shortcut on them is still a shortcut.
    const type = (element.getAttribute('type') ?? 'text').toLowerCase()
    return !['button', 'checkbox', 'radio', 'reset', 'submit', 'image', 'range', 'color'].includes(
      type,
    )
  }
  return (element as HTMLElement).isContentEditable
}

/** Whether a modal dialog or a menu is open anywhere in the document. */
export function hasOpenLayer(root: ParentNode = document): boolean {
  return root.querySelector(openLayerSelector) !== null
}

/**
 * Whether a keydown must not run a shortcut: focus (or the event's target) is in an editable
 * element, inside a dialog, menu or listbox, or a modal dialog or menu is open.
 */
export function isShortcutBlocked(event: KeyboardEvent): boolean {
  if (event.isComposing) return true
  const target = event.target instanceof Element ? event.target : null
  const focused = target?.ownerDocument.activeElement ?? null
  for (const element of [target, focused]) {
    if (isEditableElement(element)) return true
    if (element?.closest(focusedLayerSelector)) return true
  }
  return hasOpenLayer(target?.ownerDocument ?? document)
}
