import { useLayoutEffect } from 'react'
import { isShortcutBlocked } from '../../components/hooks/shortcutGuard'
import { EmailContext } from './emailContext'

export interface ShortcutTargets {
  focusSearch(): void
  focusEmail(id: number): void
  openSheet(): void
}

/**
 * j/k move (in the list: the cursor row; in an open email: next/previous),
 * x select, s star, # trash, c compose, / search, ? the sheet, Esc back.
 */
export function useMailboxShortcuts(targets: ShortcutTargets) {
  const actor = EmailContext.useActorRef()

  // A layout effect, like the navbar's search shortcut: the keys work from the first paint.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (isShortcutBlocked(event)) return
      const { context } = actor.getSnapshot()
      const open = context.openEmail
      const current = open?.id ?? context.cursorId
      const handled = () => event.preventDefault()
      switch (event.key) {
        case 'j':
        case 'k': {
          handled()
          const by = event.key === 'j' ? 1 : -1
          if (context.view.emailId !== undefined)
            actor.send({ type: by === 1 ? 'reader.next' : 'reader.previous' })
          else {
            actor.send({ type: 'cursor.move', by })
            const id = actor.getSnapshot().context.cursorId
            if (id !== undefined) targets.focusEmail(id)
          }
          return
        }
        case 'x':
          if (current !== undefined && !open) {
            handled()
            actor.send({ type: 'selection.toggle', id: current })
          }
          return
        case 's': {
          const email = open ?? context.emails.find((each) => each.id === current)
          if (email) {
            handled()
            actor.send({
              type: 'emails.update',
              ids: [email.id],
              data: { isStarred: !email.isStarred },
            })
          }
          return
        }
        case '#':
          if (current !== undefined) {
            handled()
            actor.send({ type: 'emails.trash', ids: [current] })
          }
          return
        case 'c':
          handled()
          actor.send({ type: 'compose.open' })
          return
        case '/':
          handled()
          targets.focusSearch()
          return
        case '?':
          handled()
          targets.openSheet()
          return
        case 'Escape':
          if (context.view.emailId !== undefined) {
            handled()
            actor.send({ type: 'reader.close' })
          }
          return
      }
    }
    // Capture: the mailbox's `/` wins over the navbar's search shortcut on this page.
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [actor, targets])
}
