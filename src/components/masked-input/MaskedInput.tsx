import { TextInput, type TextInputProps } from '@primer/react'
import { type InputMask, remask } from './inputMasks'

export interface MaskedInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'inputMode' | 'maxLength'
> {
  /** The mask the text follows, e.g. `phoneMask` of `inputMasks.ts`. */
  mask: InputMask
  /** The text as shown, with the mask's characters (e.g. `(555) 123-4567`). */
  value: string
  /** The new text, already masked, after each edit. */
  onValueChange: (value: string) => void
}

/**
 * A Primer TextInput that writes its mask's spaces, brackets and dashes as a person types, keeps
 * out characters the mask does not take, and deletes past a mask character on Backspace. The
 * placeholder shows the mask's shape unless one is given. Check completeness with
 * `isMaskComplete` when the form is sent.
 */
export function MaskedInput({
  mask,
  value,
  onValueChange,
  placeholder,
  ...props
}: MaskedInputProps) {
  return (
    <TextInput
      {...props}
      value={value}
      inputMode={mask.inputMode}
      maxLength={mask.pattern.length}
      placeholder={placeholder ?? mask.pattern.replace(/#/g, '0')}
      onChange={(event) => onValueChange(remask(mask.pattern, value, event.target.value))}
    />
  )
}
