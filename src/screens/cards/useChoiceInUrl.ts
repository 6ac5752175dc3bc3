import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { CardChoiceInUrl } from '../../machines/dashboard/cardChoices'

/**
 * A card's choice kept in its own search parameter: the value the URL holds now, and a setter
 * that writes a new one as a new history entry (so Back takes the choice back). Only this
 * parameter is touched, so the cards of a page share the URL. The URL leads: the card's machine
 * follows the value (a choice, Back, a shared link alike).
 */
export function useChoiceInUrl<Value>({
  key,
  read,
  write,
}: CardChoiceInUrl<Value>): [Value, (value: Value) => void] {
  const [search, setSearch] = useSearchParams()
  const text = search.get(key)
  const choose = useCallback(
    (value: Value) => {
      const next = write(value)
      if (next === text) return
      setSearch(
        (current) => {
          if (next === null) current.delete(key)
          else current.set(key, next)
          return current
        },
        { replace: false, preventScrollReset: true },
      )
    },
    [key, text, write, setSearch],
  )
  return [read(text), choose]
}
