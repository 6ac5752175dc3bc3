import { CheckCircleFillIcon, XCircleFillIcon } from '@primer/octicons-react'
import { Heading, Label, Text } from '@primer/react'
import { useTranslation } from 'react-i18next'
import type { AppAbility } from '../../api/access'
import { accessToArea, menuAreaSubjects } from './accessAreas'

export interface RoleAreasListProps {
  ability: AppAbility
}

/** In plain words: which menu areas this role may open (and change), and which it may not. */
export function RoleAreasList({ ability }: RoleAreasListProps) {
  const { t } = useTranslation()
  const areas = menuAreaSubjects.map((subject) => ({
    subject,
    access: accessToArea(ability, subject),
    name: t(`misc.accessControl.subjects.${subject}`),
  }))
  const allowed = areas.filter((area) => area.access !== 'none')
  const denied = areas.filter((area) => area.access === 'none')

  return (
    <div className="cea-acl__areas">
      <section aria-labelledby="acl-may" className="cea-acl__panel">
        <Heading as="h3" id="acl-may" className="cea-acl__panel-title">
          {t('misc.accessControl.mayTitle')}
        </Heading>
        <ul className="cea-acl__list" aria-labelledby="acl-may">
          {allowed.map((area) => (
            <li key={area.subject} className="cea-acl__item">
              <CheckCircleFillIcon className="cea-acl__icon--may" aria-hidden="true" />
              <span className="cea-acl__item-name">{area.name}</span>
              <Label variant={area.access === 'full' ? 'success' : 'accent'}>
                {t(`misc.accessControl.access.${area.access}`)}
              </Label>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="acl-may-not" className="cea-acl__panel">
        <Heading as="h3" id="acl-may-not" className="cea-acl__panel-title">
          {t('misc.accessControl.mayNotTitle')}
        </Heading>
        {denied.length === 0 ? (
          <Text as="p" className="cea-acl__muted">
            {t('misc.accessControl.mayNotNothing')}
          </Text>
        ) : (
          <ul className="cea-acl__list" aria-labelledby="acl-may-not">
            {denied.map((area) => (
              <li key={area.subject} className="cea-acl__item">
                <XCircleFillIcon className="cea-acl__icon--may-not" aria-hidden="true" />
                <span className="cea-acl__item-name">{area.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
