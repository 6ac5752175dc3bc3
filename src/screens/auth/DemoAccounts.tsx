import { Button } from '@primer/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

export interface DemoCredentials {
  role: 'admin' | 'client'
  email: string
  password: string
}

/** The demo accounts of the simulated back end (README: demo accounts). */
export const demoCredentials: readonly DemoCredentials[] = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
]

export interface DemoAccountsProps {
  /** Fills the sign-in form with the account. */
  onUse: (account: DemoCredentials) => void
}

/** A visible box with the two demo accounts, each with a button that fills the form. */
export function DemoAccounts({ onUse }: DemoAccountsProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section className="cea-auth-demo" aria-labelledby={headingId}>
      <h2 id={headingId} className="cea-auth-demo__heading">
        {t('auth.demo.title')}
      </h2>
      <ul className="cea-auth-demo__list">
        {demoCredentials.map((account) => (
          <li key={account.role} className="cea-auth-demo__item">
            <span className="cea-auth-demo__credentials">
              <strong>{t(`auth.demo.${account.role}`)}</strong>
              {': '}
              <code dir="ltr">{account.email}</code>
              {' / '}
              <code dir="ltr">{account.password}</code>
            </span>
            <Button size="small" onClick={() => onUse(account)}>
              {t(`auth.demo.use.${account.role}`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
