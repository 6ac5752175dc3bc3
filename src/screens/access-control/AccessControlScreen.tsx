import { AbilityProvider, Can } from '@casl/react'
import { ShieldCheckIcon, StarFillIcon } from '@primer/octicons-react'
import { Avatar, Heading, Label, LinkButton, Spinner, Text } from '@primer/react'
import { DataTable, Table } from '@primer/react/experimental'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import type { AppAbility } from '../../api/access'
import { AuthContext } from '../auth/authContext'
import { isMenuAreaSubject, type RuleRow, ruleRows } from './accessAreas'
import { RoleAreasList } from './RoleAreasList'
import './accessControl.css'

const knownActions = ['manage', 'read', 'create', 'update', 'delete']

/** /access-control (the client's home): who you are, your ability's rules, and what they allow. */
export function AccessControlScreen() {
  const { t } = useTranslation()
  const userData = AuthContext.useSelector((snapshot) => snapshot.context.userData)
  const ability = AuthContext.useSelector((snapshot) => snapshot.context.ability)
  const isLoading = AuthContext.useSelector((snapshot) => snapshot.hasTag('loading'))

  if (isLoading) {
    return (
      <div className="cea-acl cea-acl--centred">
        <Spinner size="large" srText={t('misc.accessControl.loading')} />
      </div>
    )
  }

  if (!userData) {
    return (
      <div className="cea-acl">
        <Heading as="h1">{t('misc.accessControl.title')}</Heading>
        <Text as="p" size="large">
          {t('misc.accessControl.signedOut')}
        </Text>
        <div>
          <LinkButton as={RouterLink} to="/login" variant="primary">
            {t('misc.accessControl.signIn')}
          </LinkButton>
        </div>
      </div>
    )
  }

  const roleName = t(`misc.accessControl.roles.${userData.role}`)
  const describeAction = (action: string) =>
    knownActions.includes(action) ? t(`misc.accessControl.actions.${action}`) : action
  const describeSubject = (subject: string) =>
    subject === 'all' || isMenuAreaSubject(subject)
      ? t(`misc.accessControl.subjects.${subject}`)
      : subject

  return (
    <div className="cea-acl">
      <header className="cea-acl__header">
        <Heading as="h1">{t('misc.accessControl.title')}</Heading>
        <Text as="p" className="cea-acl__muted">
          {t('misc.accessControl.intro')}
        </Text>
      </header>

      <section aria-labelledby="acl-user" className="cea-acl__card cea-acl__user">
        <Avatar src={userData.avatar} size={48} alt="" />
        <div>
          <Heading as="h2" id="acl-user" className="cea-acl__card-title">
            {t('misc.accessControl.signedInAs', { name: userData.fullName })}
          </Heading>
          <Text as="p" className="cea-acl__muted">
            {userData.email}
          </Text>
        </div>
        <Label variant={userData.role === 'admin' ? 'done' : 'accent'} size="large">
          {t('misc.accessControl.roleLabel', { role: roleName })}
        </Label>
      </section>

      <Table.Container className="cea-acl__rules">
        <Table.Title as="h2" id="acl-rules" className="cea-acl__section-title">
          {t('misc.accessControl.rulesTitle')}
        </Table.Title>
        <Table.Subtitle as="p" id="acl-rules-subtitle">
          {t('misc.accessControl.rulesSubtitle', { role: roleName })}
        </Table.Subtitle>
        <DataTable<RuleRow>
          aria-labelledby="acl-rules"
          aria-describedby="acl-rules-subtitle"
          data={ruleRows(ability)}
          columns={[
            {
              header: t('misc.accessControl.columns.action'),
              field: 'action',
              rowHeader: true,
              renderCell: (row) => (
                <RuleTerm code={row.action} meaning={describeAction(row.action)} />
              ),
            },
            {
              header: t('misc.accessControl.columns.subject'),
              field: 'subject',
              renderCell: (row) => (
                <RuleTerm code={row.subject} meaning={describeSubject(row.subject)} />
              ),
            },
          ]}
        />
      </Table.Container>

      <section aria-labelledby="acl-demo" className="cea-acl__section">
        <Heading as="h2" id="acl-demo" className="cea-acl__section-title">
          {t('misc.accessControl.demoTitle')}
        </Heading>
        <Text as="p" className="cea-acl__muted">
          {t('misc.accessControl.demoIntro')}
        </Text>
        <AbilityProvider value={ability}>
          <div className="cea-acl__cards">
            <Can<AppAbility> I="read" a="ACL">
              <DemoCard
                icon={<ShieldCheckIcon size={24} />}
                title={t('misc.accessControl.readCardTitle')}
                text={t('misc.accessControl.readCardText')}
              />
            </Can>
            <Can<AppAbility> I="manage" a="all">
              <DemoCard
                icon={<StarFillIcon size={24} />}
                title={t('misc.accessControl.adminCardTitle')}
                text={t('misc.accessControl.adminCardText')}
              />
            </Can>
          </div>
        </AbilityProvider>
      </section>

      <section aria-labelledby="acl-areas" className="cea-acl__section">
        <Heading as="h2" id="acl-areas" className="cea-acl__section-title">
          {t('misc.accessControl.areasTitle', { role: roleName })}
        </Heading>
        <RoleAreasList ability={ability} />
      </section>
    </div>
  )
}

function RuleTerm({ code, meaning }: { code: string; meaning: string }) {
  return (
    <span className="cea-acl__term">
      <code className="cea-acl__code">{code}</code>
      {meaning !== code ? <span className="cea-acl__muted">{meaning}</span> : null}
    </span>
  )
}

function DemoCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <article className="cea-acl__card cea-acl__demo-card" aria-label={title}>
      <span className="cea-acl__demo-icon" aria-hidden="true">
        {icon}
      </span>
      <Heading as="h3" className="cea-acl__card-title">
        {title}
      </Heading>
      <Text as="p">{text}</Text>
    </article>
  )
}
