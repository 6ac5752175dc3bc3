import { Logo } from '../brand/Logo'
import { loadingScreenCss } from './loadingScreenCss'

export interface LoadingScreenProps {
  /** What is loading, for screen readers (the screen itself shows only the mark). */
  label: string
  /** Fill the viewport (app start) or only the space it is given (a lazy screen). */
  isContained?: boolean
}

export function LoadingScreen({ label, isContained = false }: LoadingScreenProps) {
  return (
    <div
      className="cea-loading-screen"
      data-contained={isContained}
      role="status"
      aria-live="polite"
    >
      <style href="cea-loading-screen" precedence="default">
        {loadingScreenCss}
      </style>
      <span className="cea-loading-screen__mark">
        <Logo size={56} />
      </span>
      <span className="cea-loading-screen__track" aria-hidden="true">
        <span className="cea-loading-screen__bar" style={{ display: 'block' }} />
      </span>
      <span className="cea-loading-screen__label">{label}</span>
    </div>
  )
}
