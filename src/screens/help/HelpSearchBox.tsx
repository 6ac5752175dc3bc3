import { SearchIcon } from '@primer/octicons-react'
import { TextInput } from '@primer/react'

export interface HelpSearchBoxProps {
  label: string
  placeholder: string
  value: string
  onType: (text: string) => void
  /** Enter: search now, without waiting for the typing pause. */
  onSubmit: () => void
}

/** The help centre's search field, in its page's header. */
export function HelpSearchBox({ label, placeholder, value, onType, onSubmit }: HelpSearchBoxProps) {
  return (
    <TextInput
      type="search"
      leadingVisual={SearchIcon}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onType(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSubmit()
      }}
      className="cea-help-hero__search"
      block
    />
  )
}
