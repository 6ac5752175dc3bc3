import { Button } from '@primer/react'
import type { ElementType, HTMLAttributes, Ref } from 'react'
import { CountBadge, CountedIconButton } from './CountedIconButton'
import './navbar.css'

/** Where a navbar widget sits: an icon in the bar, or a full-width row in the phone's "More" drawer. */
export type NavbarWidgetAppearance = 'icon' | 'row'

export interface NavbarRowButtonProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'aria-label' | 'aria-labelledby' | 'children'
> {
  /** The octicon before the text. */
  icon: ElementType
  /** The visible text, e.g. "Cart". */
  text: string
  /** The accessible name when it says more than the text (e.g. "Cart, items: 5"); starts with the text. */
  label?: string
  /** A count badge at the end; none at zero. */
  count?: number
  /** The button, e.g. to return focus to it. */
  ref?: Ref<HTMLButtonElement>
}

/**
 * A navbar widget as a drawer row: icon and text, as wide as the drawer and easy to tap, and a
 * count badge at its end. The badge sits beside the button, not in it (as on the icon buttons):
 * the name says the count in words, and the visible text stays the start of that name.
 */
export function NavbarRowButton({
  icon,
  text,
  label,
  count = 0,
  ref,
  ...anchorProps
}: NavbarRowButtonProps) {
  return (
    <span className="cea-navbar-row">
      <Button
        {...anchorProps}
        ref={ref}
        block
        size="large"
        variant="invisible"
        alignContent="start"
        leadingVisual={icon}
        aria-label={label}
        className="cea-navbar-row__button"
      >
        {text}
      </Button>
      <CountBadge count={count} className="cea-navbar-row__count" />
    </span>
  )
}

export interface CountedAnchorProps extends NavbarRowButtonProps {
  /** An icon with a badge in the bar, or a row in the phone's drawer. */
  appearance: NavbarWidgetAppearance
  /** The accessible name, with the count ("Cart, items: 5"). */
  label: string
  /** The badge's number; none at zero. */
  count: number
}

/** The anchor of a counted widget (cart, bell): an icon with a badge in the bar, a row in the drawer. */
export function CountedAnchor({ appearance, text, ...props }: CountedAnchorProps) {
  return appearance === 'row' ? (
    <NavbarRowButton {...props} text={text} />
  ) : (
    <CountedIconButton {...props} />
  )
}
