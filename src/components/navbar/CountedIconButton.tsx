import { CounterLabel, IconButton } from '@primer/react'
import type { ElementType, HTMLAttributes, Ref } from 'react'
import './navbar.css'

export interface CountedIconButtonProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'aria-label' | 'aria-labelledby'
> {
  icon: ElementType
  /** The accessible name; it carries the count (the badge itself is hidden from screen readers). */
  label: string
  count: number
  ref?: Ref<HTMLButtonElement>
}

/** An icon button with a count badge on its corner; no badge at zero. */
export function CountedIconButton({
  icon,
  label,
  count,
  ref,
  ...anchorProps
}: CountedIconButtonProps) {
  return (
    <span className="cea-navbar-counted">
      <IconButton
        {...anchorProps}
        ref={ref}
        icon={icon}
        aria-label={label}
        variant="invisible"
        unsafeDisableTooltip
      />
      {count > 0 ? (
        <span className="cea-navbar-counted__count" aria-hidden="true">
          <CounterLabel variant="primary">{count > 99 ? '99+' : count}</CounterLabel>
        </span>
      ) : null}
    </span>
  )
}
