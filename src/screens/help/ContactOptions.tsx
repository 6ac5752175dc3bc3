import { MailIcon, DeviceMobileIcon } from '@primer/octicons-react'
import { Heading, Link } from '@primer/react'
import { useTranslation } from 'react-i18next'

const supportEmail = 'support@cea-dashboard.example'
const supportPhone = '+1 555 010 0199'

/** Where to turn when the help centre has no answer: email and phone. */
export function ContactOptions() {
  const { t } = useTranslation()
  return (
    <section className="cea-help-contact" aria-labelledby="cea-help-contact-title">
      <Heading as="h2" id="cea-help-contact-title" className="cea-help-contact__title">
        {t('helpCentre.contact.title')}
      </Heading>
      <p>{t('helpCentre.contact.body')}</p>
      <ul className="cea-help-contact__options">
        <li className="cea-help-contact__option">
          <MailIcon size={24} />
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
          <span>{t('helpCentre.contact.emailHint')}</span>
        </li>
        <li className="cea-help-contact__option">
          <DeviceMobileIcon size={24} />
          <Link href={`tel:${supportPhone.replace(/\s/g, '')}`} dir="ltr">
            {supportPhone}
          </Link>
          <span>{t('helpCentre.contact.phoneHint')}</span>
        </li>
      </ul>
    </section>
  )
}
