import type { ReactNode } from 'react'
import type { AuthPage } from './authPaths'
import './authIllustration.css'

export interface AuthIllustrationProps {
  /** Which page it illustrates: the emblem on the badge changes (padlock, envelope, phone, …). */
  kind: AuthPage
}

// Emblems are drawn around the badge centre (380, 300), in the badge's foreground colour.
const emblems: Record<AuthPage, ReactNode> = {
  login: (
    <>
      <path className="cea-auth-art__stroke" d="M364 298v-12a16 16 0 0 1 32 0v12" />
      <rect className="cea-auth-art__fill" x="352" y="296" width="56" height="42" rx="8" />
      <circle className="cea-auth-art__hole" cx="380" cy="313" r="5" />
      <rect className="cea-auth-art__hole" x="378" y="314" width="4" height="12" rx="2" />
    </>
  ),
  register: (
    <>
      <circle className="cea-auth-art__fill" cx="372" cy="286" r="12" />
      <path className="cea-auth-art__fill" d="M348 326a24 22 0 0 1 48 0z" />
      <path className="cea-auth-art__stroke" d="M404 300v20M394 310h20" />
    </>
  ),
  'forgot-password': (
    <>
      <circle className="cea-auth-art__stroke" cx="362" cy="300" r="13" />
      <path className="cea-auth-art__stroke" d="M375 300h34M400 300v10M409 300v7" />
      <circle className="cea-auth-art__fill" cx="362" cy="300" r="4" />
    </>
  ),
  'reset-password': (
    <>
      <path
        className="cea-auth-art__stroke"
        d="M352 296a28 28 0 0 1 50-12M408 304a28 28 0 0 1-50 12"
      />
      <path className="cea-auth-art__stroke" d="M404 272v13h-13M356 328v-13h13" />
      <circle className="cea-auth-art__fill" cx="370" cy="300" r="4" />
      <circle className="cea-auth-art__fill" cx="380" cy="300" r="4" />
      <circle className="cea-auth-art__fill" cx="390" cy="300" r="4" />
    </>
  ),
  'verify-email': (
    <>
      <rect className="cea-auth-art__stroke" x="350" y="280" width="60" height="42" rx="6" />
      <path className="cea-auth-art__stroke" d="M352 284l28 20 28-20" />
    </>
  ),
  'two-steps': (
    <>
      <rect className="cea-auth-art__stroke" x="362" y="266" width="36" height="66" rx="8" />
      <circle className="cea-auth-art__fill" cx="372" cy="298" r="3" />
      <circle className="cea-auth-art__fill" cx="380" cy="298" r="3" />
      <circle className="cea-auth-art__fill" cx="388" cy="298" r="3" />
      <path className="cea-auth-art__stroke" d="M374 322h12" />
    </>
  ),
}

/**
 * The large decorative picture of the cover variant: a browser window with a
 * sign-in form and a badge carrying the page's emblem. Drawn with Primer colour
 * variables, so it follows the skin (light, dark, …). Hidden from assistive technology.
 */
export function AuthIllustration({ kind }: AuthIllustrationProps) {
  return (
    <svg
      className="cea-auth-art"
      data-kind={kind}
      viewBox="0 0 520 440"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="cea-auth-art__shade" cx="260" cy="404" rx="200" ry="16" />
      <circle className="cea-auth-art__backdrop" cx="260" cy="214" r="172" />
      <circle className="cea-auth-art__ring" cx="260" cy="214" r="196" />

      {/* Sparkles and dots around the scene */}
      <path className="cea-auth-art__spark" d="M72 96l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" />
      <path className="cea-auth-art__spark" d="M452 58l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" />
      <circle className="cea-auth-art__dot-accent" cx="470" cy="180" r="7" />
      <circle className="cea-auth-art__dot-accent" cx="58" cy="300" r="5" />
      <g className="cea-auth-art__grid">
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3].map((column) => (
            <circle key={`${row}-${column}`} cx={40 + column * 14} cy={360 + row * 14} r="2.5" />
          )),
        )}
      </g>

      {/* The window */}
      <g className="cea-auth-art__window-group">
        <rect className="cea-auth-art__window" x="110" y="86" width="300" height="236" rx="16" />
        <path
          className="cea-auth-art__titlebar"
          d="M110 102a16 16 0 0 1 16-16h268a16 16 0 0 1 16 16v18H110z"
        />
        <circle className="cea-auth-art__light-red" cx="134" cy="103" r="5" />
        <circle className="cea-auth-art__light-yellow" cx="150" cy="103" r="5" />
        <circle className="cea-auth-art__light-green" cx="166" cy="103" r="5" />

        <circle className="cea-auth-art__avatar" cx="260" cy="160" r="22" />
        <circle className="cea-auth-art__avatar-face" cx="260" cy="154" r="8" />
        <path className="cea-auth-art__avatar-face" d="M245 174a15 12 0 0 1 30 0z" />
        <rect className="cea-auth-art__line" x="200" y="194" width="120" height="8" rx="4" />
        <rect className="cea-auth-art__input" x="160" y="214" width="200" height="24" rx="6" />
        <rect className="cea-auth-art__input" x="160" y="246" width="200" height="24" rx="6" />
        <rect className="cea-auth-art__button" x="160" y="282" width="200" height="24" rx="6" />
      </g>

      {/* The badge with the page's emblem */}
      <circle className="cea-auth-art__badge-halo" cx="380" cy="300" r="74" />
      <circle className="cea-auth-art__badge" cx="380" cy="300" r="60" />
      {emblems[kind]}

      {/* A plant, so the desk is not empty */}
      <path className="cea-auth-art__pot" d="M96 392h40l-6-34h-28z" />
      <path className="cea-auth-art__leaf" d="M116 358c-18-10-24-34-16-52 14 10 20 30 16 52z" />
      <path className="cea-auth-art__leaf" d="M116 358c14-14 36-16 48-8-12 12-32 14-48 8z" />
    </svg>
  )
}
