import { BellIcon } from '@primer/octicons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HighlightedText } from '../../../components/highlight/HighlightedText'
import { CountedIconButton } from '../../../components/navbar/CountedIconButton'
import { SearchButton } from '../../../components/navbar/SearchButton'
import { UserAvatar } from '../../../components/navbar/UserAvatar'
import { ScrollableRegion } from '../../../components/scrollable-region/ScrollableRegion'
import { Toast } from '../../../components/toast/Toast'

// Small components with props only: no admin data, no back end; what is tried stays in the card.

export function ToastSample() {
  const { t } = useTranslation()
  const [isShown, setIsShown] = useState(true)
  return (
    <Toast
      text={isShown ? t('componentsIndex.samples.toastText') : null}
      dismissLabel={t('common.close')}
      onDismiss={() => setIsShown(false)}
    />
  )
}

export function HighlightedTextSample() {
  const { t } = useTranslation()
  return (
    <HighlightedText
      text={t('componentsIndex.samples.highlightText')}
      query={t('componentsIndex.samples.highlightQuery')}
    />
  )
}

/** No picture: the avatar falls back to the person's initials. */
export function UserAvatarSample() {
  return <UserAvatar name="Amara Okafor" src="" size={40} />
}

export function SearchButtonSample() {
  const { t } = useTranslation()
  const [presses, setPresses] = useState(0)
  return (
    <SearchButton
      label={t('componentsIndex.samples.searchButton', { count: presses })}
      onClick={() => setPresses((count) => count + 1)}
    />
  )
}

export function CountedIconButtonSample() {
  const { t } = useTranslation()
  const [count, setCount] = useState(4)
  return (
    <CountedIconButton
      icon={BellIcon}
      label={t('componentsIndex.samples.notifications', { count })}
      count={count}
      onClick={() => setCount(0)}
    />
  )
}

/** Twelve entries in a box of 120 px: it scrolls, and Tab reaches it. */
export function ScrollableRegionSample() {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const numbers = new Intl.NumberFormat(i18n.language)
  return (
    <div>
      <h3 id={titleId} className="f5">
        {t('componentsIndex.samples.scrollRegionTitle')}
      </h3>
      <ScrollableRegion aria-labelledby={titleId} style={{ maxHeight: 120 }}>
        <ul>
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index}>
              {t('componentsIndex.samples.scrollRegionItem', { number: numbers.format(index + 1) })}
            </li>
          ))}
        </ul>
      </ScrollableRegion>
    </div>
  )
}
