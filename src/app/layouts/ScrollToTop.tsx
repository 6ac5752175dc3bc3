import { ArrowUpIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Appears once the page has scrolled 400 px; smooth unless the user prefers reduced motion. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const [isShown, setIsShown] = useState(false)
  useEffect(() => {
    // Read on scroll only: reading scrollY while the new page's layout is pending would force
    // that layout at once, in the middle of the page's first render. A page opens at the top,
    // and a restored scroll position fires a scroll event of its own.
    const update = () => setIsShown(window.scrollY > 400)
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!isShown) return null
  const isReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <IconButton
      className="cea-scroll-top"
      icon={ArrowUpIcon}
      variant="primary"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: isReducedMotion ? 'auto' : 'smooth' })}
    />
  )
}
