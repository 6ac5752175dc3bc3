import type { ReactNode } from 'react'
import './miscIllustrations.css'

/** Decorative: the page's heading and text carry the meaning, so screen readers skip it. */
function Illustration({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      className="cea-illustration"
      data-illustration={name}
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="ill-backdrop" cx="120" cy="95" r="70" />
      {children}
      <path className="ill-ground" d="M28 162 H212" />
    </svg>
  )
}

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size
  return (
    <path
      className="ill-star"
      d={`M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s} Z`}
    />
  )
}

/** A rocket waiting on its pad: the coming-soon page. */
export function RocketIllustration() {
  return (
    <Illustration name="rocket">
      <Sparkle x={44} y={44} size={7} />
      <Sparkle x={198} y={40} size={9} />
      <Sparkle x={204} y={120} size={6} />
      <ellipse className="ill-muted" cx="70" cy="156" rx="30" ry="9" />
      <ellipse className="ill-muted" cx="172" cy="156" rx="34" ry="10" />
      <g className="ill-float">
        <path className="ill-severe" d="M106 118 Q120 162 134 118 Z" />
        <path className="ill-star" d="M113 118 Q120 144 127 118 Z" />
        <path className="ill-done" d="M96 94 L78 124 L98 116 Z" />
        <path className="ill-done" d="M144 94 L162 124 L142 116 Z" />
        <path
          className="ill-surface"
          d="M120 28 C142 44 150 78 146 118 L94 118 C90 78 98 44 120 28 Z"
        />
        <path
          className="ill-accent"
          d="M120 28 C129 35 135 43 139 54 L101 54 C105 43 111 35 120 28 Z"
        />
        <circle className="ill-accent" cx="120" cy="80" r="11" />
        <circle className="ill-surface" cx="120" cy="80" r="5" />
        <rect className="ill-done" x="112" y="118" width="16" height="6" rx="2" />
      </g>
    </Illustration>
  )
}

/** A closed padlock with a "no entry" badge: the not-authorized page. */
export function PadlockIllustration() {
  return (
    <Illustration name="padlock">
      <Sparkle x={48} y={56} size={6} />
      <Sparkle x={200} y={118} size={7} />
      <path
        d="M96 88 V66 a24 24 0 0 1 48 0 V88"
        fill="none"
        style={{ stroke: 'var(--fgColor-muted)' }}
        strokeWidth="11"
        strokeLinecap="round"
      />
      <rect className="ill-accent" x="78" y="84" width="84" height="70" rx="12" />
      <circle className="ill-surface" cx="120" cy="112" r="9" />
      <rect className="ill-surface" x="115" y="116" width="10" height="20" rx="4" />
      <circle className="ill-danger" cx="168" cy="62" r="18" />
      <rect
        x="158"
        y="58"
        width="20"
        height="8"
        rx="2"
        style={{ fill: 'var(--bgColor-default)' }}
      />
    </Illustration>
  )
}

const gearTeeth = [0, 45, 90, 135, 180, 225, 270, 315]

/** A turning gear, a wrench and a traffic cone: the maintenance page. */
export function MaintenanceIllustration() {
  return (
    <Illustration name="maintenance">
      <Sparkle x={200} y={46} size={7} />
      <g className="ill-spin">
        {gearTeeth.map((angle) => (
          <rect
            key={angle}
            className="ill-accent"
            x="111"
            y="36"
            width="18"
            height="22"
            rx="4"
            transform={`rotate(${angle} 120 78)`}
          />
        ))}
        <circle className="ill-accent" cx="120" cy="78" r="30" />
        <circle className="ill-surface" cx="120" cy="78" r="12" />
      </g>
      <g transform="rotate(-40 160 122)">
        <rect className="ill-done" x="154" y="104" width="12" height="54" rx="6" />
        <circle className="ill-done" cx="160" cy="102" r="15" />
        <rect className="ill-backdrop" x="155" y="84" width="10" height="16" rx="2" />
      </g>
      <path className="ill-severe" d="M62 156 L76 104 L90 156 Z" />
      <path d="M69.5 130 L82.5 130 L85 140 L67 140 Z" style={{ fill: 'var(--bgColor-default)' }} />
      <rect className="ill-severe" x="54" y="154" width="44" height="8" rx="3" />
    </Illustration>
  )
}
