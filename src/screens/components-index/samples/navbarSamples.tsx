import { ZapIcon } from '@primer/octicons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Skin } from '../../../api/types/preferences'
import { ChatUnreadLink } from '../../../components/navbar/ChatUnreadLink'
import { type LanguageCode, LanguageMenu } from '../../../components/navbar/LanguageMenu'
import { NavbarRowButton } from '../../../components/navbar/NavbarRowButton'
import { SkinToggle } from '../../../components/navbar/SkinToggle'

// The navbar's widgets on their own: each keeps its state in the card, so trying one changes
// nothing in the app around it.

export function ChatUnreadLinkSample() {
  const { t } = useTranslation()
  const count = 3
  return (
    <ChatUnreadLink to="/apps/chat" count={count} label={t('navbar.chat.linkUnread', { count })} />
  )
}

export function LanguageMenuSample() {
  const { t } = useTranslation()
  const [language, setLanguage] = useState<LanguageCode>('fr')
  return (
    <LanguageMenu language={language} label={t('navbar.language.label')} onChange={setLanguage} />
  )
}

export function SkinToggleSample() {
  const { t } = useTranslation()
  const [skin, setSkin] = useState<Skin>('light')
  return (
    <SkinToggle
      skin={skin}
      labels={{ toDark: t('navbar.skin.toDark'), toLight: t('navbar.skin.toLight') }}
      onToggle={() => setSkin((current) => (current === 'dark' ? 'light' : 'dark'))}
    />
  )
}

/** A row of the phone's "More" drawer: pressing it empties the count. */
export function NavbarRowButtonSample() {
  const { t } = useTranslation()
  const [count, setCount] = useState(5)
  const text = t('componentsIndex.samples.rowText')
  return (
    <div className="cea-components-index__stage">
      <NavbarRowButton
        icon={ZapIcon}
        text={text}
        label={t('componentsIndex.samples.rowLabel', { text, count })}
        count={count}
        onClick={() => setCount(0)}
      />
    </div>
  )
}
