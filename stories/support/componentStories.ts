// Shared by the component stories: the docs page's parameters and a value kept as a form keeps it.
import { useState } from 'react'

/** A component story's parameters: padded, with the docs page's one-paragraph description. */
export const componentDocs = (description: string) => ({
  layout: 'padded',
  docs: { description: { component: description } },
})

/**
 * A controlled component's value, kept in the story: each change is kept, then reported to
 * `report` (the story's `fn()` arg, which the play checks).
 */
export function useKeptValue<Value>(initial: Value, report: (value: Value) => void) {
  const [value, setValue] = useState(initial)
  const change = (next: Value) => {
    setValue(next)
    report(next)
  }
  return [value, change] as const
}
