import { CheckCircleFillIcon, CircleIcon } from '@primer/octicons-react'
import { VisuallyHidden } from '@primer/react'
import './passwordRules.css'

export interface PasswordRulesProps {
  /** The password typed so far. */
  value: string
  /** Each rule by name, and whether a password meets it. */
  rules: Readonly<Record<string, (value: string) => boolean>>
  /** The list's accessible name. */
  label: string
  /** A rule's words. */
  ruleText: (rule: string) => string
  /** What a screen reader hears after a rule that is met, e.g. "met". */
  metText: string
  /** What a screen reader hears after a rule that is not met yet. */
  notMetText: string
  /** A class for the list. */
  className?: string
}

/** A new password's rules as a checklist that fills in while it is typed. */
export function PasswordRules({
  value,
  rules,
  label,
  ruleText,
  metText,
  notMetText,
  className,
}: PasswordRulesProps) {
  return (
    <ul className={['cea-password-rules', className].filter(Boolean).join(' ')} aria-label={label}>
      {Object.entries(rules).map(([rule, isMet]) => {
        const met = isMet(value)
        return (
          <li key={rule} data-met={met}>
            {met ? (
              <CheckCircleFillIcon size={16} aria-hidden="true" />
            ) : (
              <CircleIcon size={16} aria-hidden="true" />
            )}
            {ruleText(rule)}
            <VisuallyHidden>{`, ${met ? metText : notMetText}`}</VisuallyHidden>
          </li>
        )
      })}
    </ul>
  )
}
