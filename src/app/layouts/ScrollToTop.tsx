import { ArrowUpIcon } from '@primer/octicons-react'
import { IconButton } from '@primer/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Appears once the page has scrolled 400 px; smooth unless the user prefers reduced motion. */
export function ScrollToTop() {
  const { t } = useTranslation()
  const [isShown, setIsShown] = useState(false)
  useEffect(() => {
    const update = () => setIsShown(window.scrollY > 400)
    update()
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
