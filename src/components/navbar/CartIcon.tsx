export interface CartIconProps {
  /** Width and height in pixels. */
  size?: number
  /** A class for the svg. */
  className?: string
}

/** Octicons has no shopping cart; this one is drawn on the same 16px grid and stroke. */
export function CartIcon({ size = 16, className }: CartIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ verticalAlign: 'text-bottom', overflow: 'visible' }}
    >
      <path d="M.75 1.75h1.7l1.8 8h8.4l1.6-5.5H3.1" />
      <circle cx="5.5" cy="13.5" r="1" fill="currentColor" />
      <circle cx="12" cy="13.5" r="1" fill="currentColor" />
    </svg>
  )
}
