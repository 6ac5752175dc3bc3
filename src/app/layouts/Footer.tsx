import { Link } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { FooterType } from '../../api/types/preferences'

export function Footer({ type }: { type: FooterType }) {
  const { t } = useTranslation()
  if (type === 'hidden') return null
  return (
    <footer className="cea-footer" data-type={type}>
      <span>{t('shell.footer.copyright', { year: new Date().getFullYear() })}</span>
      <Link as={RouterLink} to="/access-control">
        {t('shell.footer.access')}
      </Link>
    </footer>
  )
}
