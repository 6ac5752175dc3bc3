// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { isEditableElement, isShortcutBlocked } from '../../src/components/hooks/shortcutGuard'

/** Presses `/` on an element of the page (focused first when it can take focus). */
function pressSlashOn(element: HTMLElement): boolean {
  element.focus()
  let blocked: boolean | undefined
  const listener = (event: KeyboardEvent) => {
    blocked = isShortcutBlocked(event)
  }
  document.addEventListener('keydown', listener)
  element.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }))
  document.removeEventListener('keydown', listener)
  if (blocked === undefined) throw new Error('keydown did not reach the document')
  return blocked
}

function add<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  parent.append(element)
  return element
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('isShortcutBlocked', () => {
  it('lets a shortcut through on the page itself and on a button', () => {
    expect(pressSlashOn(document.body)).toBe(false)
    expect(pressSlashOn(add('button'))).toBe(false)
  })

  it('blocks while typing in an input, a text area, a select or contenteditable', () => {
    expect(pressSlashOn(add('input'))).toBe(true)
    expect(pressSlashOn(add('input', { type: 'search' }))).toBe(true)
    expect(pressSlashOn(add('textarea'))).toBe(true)
    expect(pressSlashOn(add('select'))).toBe(true)
    expect(pressSlashOn(add('div', { contenteditable: 'true', tabindex: '0' }))).toBe(true)
  })

  it('does not count a checkbox or a radio as typing', () => {
    expect(pressSlashOn(add('input', { type: 'checkbox' }))).toBe(false)
    expect(pressSlashOn(add('input', { type: 'radio' }))).toBe(false)
  })

  it('blocks while a modal dialog is open, wherever focus is', () => {
    const button = add('button')
    add('div', { role: 'dialog', 'aria-modal': 'true' })
    expect(pressSlashOn(button)).toBe(true)
    expect(pressSlashOn(document.body)).toBe(true)
  })

  it('blocks while an alert dialog or a menu is open', () => {
    const button = add('button')
    const alert = add('div', { role: 'alertdialog' })
    expect(pressSlashOn(button)).toBe(true)
    alert.remove()
    add('ul', { role: 'menu' })
    expect(pressSlashOn(button)).toBe(true)
  })

  it('blocks while focus is inside a non-modal popup (an anchored panel or a listbox)', () => {
    const panel = add('div', { role: 'dialog' })
    const inPanel = add('button', {}, panel)
    expect(pressSlashOn(inPanel)).toBe(true)
    const listbox = add('div', { role: 'listbox' })
    const option = add('div', { role: 'option', tabindex: '0' }, listbox)
    expect(pressSlashOn(option)).toBe(true)
    // The same page with focus outside the panel: nothing modal is open.
    expect(pressSlashOn(add('button'))).toBe(false)
  })

  it('blocks while an input method composes text', () => {
    const button = add('button')
    let blocked = false
    button.addEventListener('keydown', (event) => {
      blocked = isShortcutBlocked(event)
    })
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', isComposing: true }))
    expect(blocked).toBe(true)
  })
})

describe('isEditableElement', () => {
  it('names what takes text', () => {
    expect(isEditableElement(null)).toBe(false)
    expect(isEditableElement(add('input', { type: 'email' }))).toBe(true)
    expect(isEditableElement(add('input', { type: 'submit' }))).toBe(false)
    expect(isEditableElement(add('a'))).toBe(false)
  })
})
