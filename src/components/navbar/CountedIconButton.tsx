import { CounterLabel, IconButton } from '@primer/react'
import type { ElementType, HTMLAttributes, Ref } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import './navbar.css'

export interface CountedIconButtonProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'aria-label' | 'aria-labelledby'
> {
  /** The octicon shown. */
  icon: ElementType
  /** The accessible name; it carries the count (the badge itself is hidden from screen readers). */
  label: string
  /** The badge's number; no badge at zero, "99+" past 99. */
  count: number
  /** A page of the app: the icon is a link there rather than a button. */
  to?: string
  /** The button (not the link), e.g. to return focus to it. */
  ref?: Ref<HTMLButtonElement>
}

/** An icon button (or link) with a count badge on its corner; no badge at zero. */
export function CountedIconButton({
  icon,
  label,
  count,
  to,
  ref,
  ...anchorProps
}: CountedIconButtonProps) {
  const look = {
    icon,
    'aria-label': label,
    variant: 'invisible',
    unsafeDisableTooltip: true,
  } as const
  return (
    <span className="cea-navbar-counted">
      {to === undefined ? (
        <IconButton {...anchorProps} {...look} ref={ref} />
      ) : (
        <IconButton {...anchorProps} {...look} as={RouterLink} to={to} />
      )}
      <CountBadge count={count} className="cea-navbar-counted__count" />
    </span>
  )
}

/** The count on a navbar button ("99+" past 99; nothing at zero), hidden from screen readers. */
export function CountBadge({ count, className }: { count: number; className: string }) {
  if (count <= 0) return null
  return (
    <span className={className} aria-hidden="true">
      <CounterLabel variant="primary">{count > 99 ? '99+' : count}</CounterLabel>
    </span>
  )
}
