import { EyeClosedIcon, EyeIcon } from '@primer/octicons-react'
import { TextInput } from '@primer/react'
import { useState } from 'react'

export interface PasswordRevealLabels {
  /** Name of the button while the password is hidden, e.g. "Show password". */
  show: string
  /** Name of the button while the password is shown, e.g. "Hide password". */
  hide: string
}

/**
 * Show/hide for a password TextInput: spread `type` and `trailingAction` on it.
 * (A hook rather than a wrapper, so the TextInput stays a direct child of FormControl.)
 */
export function usePasswordReveal(labels: PasswordRevealLabels) {
  const [isShown, setIsShown] = useState(false)
  return {
    type: isShown ? 'text' : 'password',
    trailingAction: (
      <TextInput.Action
        icon={isShown ? EyeClosedIcon : EyeIcon}
        aria-label={isShown ? labels.hide : labels.show}
        onClick={() => setIsShown((shown) => !shown)}
      />
    ),
  }
}
