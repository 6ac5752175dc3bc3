import { styled } from 'styled-components'
import { Logo } from './Logo'

export const productName = 'CEA Dashboard'

export interface BrandProps {
  /** Size of the mark in pixels; the name scales with it. */
  size?: number
  /** Show the product name beside the mark (the mark alone carries the name for screen readers). */
  isNameShown?: boolean
}

const BrandRow = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => Math.round($size / 3)}px;
  color: var(--fgColor-default);
  font-weight: var(--base-text-weight-semibold, 600);
  font-size: ${({ $size }) => Math.max(14, Math.round($size * 0.6))}px;
  line-height: 1;
  white-space: nowrap;
`

export function Brand({ size = 32, isNameShown = true }: BrandProps) {
  return (
    <BrandRow $size={size}>
      <Logo size={size} title={isNameShown ? undefined : productName} />
      {isNameShown ? <span>{productName}</span> : null}
    </BrandRow>
  )
}
