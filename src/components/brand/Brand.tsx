import type { CSSProperties } from 'react'
import { Logo } from './Logo'
import './brand.css'

export const productName = 'CEA Dashboard'

export interface BrandProps {
  /** Size of the mark in pixels; the name scales with it. */
  size?: number
  /** Show the product name beside the mark (the mark alone carries the name for screen readers). */
  isNameShown?: boolean
}

/** The logo and the product name. Plain CSS: it is on every page, including the first. */
export function Brand({ size = 32, isNameShown = true }: BrandProps) {
  const style = {
    '--cea-brand-gap': `${Math.round(size / 3)}px`,
    '--cea-brand-font-size': `${Math.max(14, Math.round(size * 0.6))}px`,
  } as CSSProperties
  return (
    <span className="cea-brand" style={style}>
      <Logo size={size} title={isNameShown ? undefined : productName} />
      {isNameShown ? <span>{productName}</span> : null}
    </span>
  )
}
