import type { FieldsMode } from './formElementsRules'

// The part of /forms/elements worth a shared link: whether its fields show disabled or read-only.

const modes: readonly FieldsMode[] = ['editable', 'disabled', 'readOnly']

/** `?fields=disabled` or `?fields=readOnly`; anything else is the editable form. */
export function fieldsModeFromSearch(search: URLSearchParams): FieldsMode {
  const named = search.get('fields')
  return modes.find((mode) => mode === named) ?? 'editable'
}

export function searchFromFieldsMode(mode: FieldsMode): string {
  return mode === 'editable' ? '' : new URLSearchParams({ fields: mode }).toString()
}
