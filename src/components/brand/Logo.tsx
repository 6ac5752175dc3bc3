import { logoFills, logoShapes, logoViewBox } from './logoShape'

export interface LogoProps {
  /** Width and height in pixels. */
  size?: number
  /** Accessible name; without one the mark is decorative (hidden from assistive technology). */
  title?: string
}

export function Logo({ size = 32, title }: LogoProps) {
  const labelled = title !== undefined && title !== ''
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={logoViewBox}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {logoShapes.map((shape) => (
        <path key={shape.d} fill={logoFills[shape.part]} d={shape.d} />
      ))}
    </svg>
  )
}
