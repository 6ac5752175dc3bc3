import { useTranslation } from 'react-i18next'
import type { NavbarWidgetAppearance } from '../../components/navbar/NavbarRowButton'
import { SkinToggle } from '../../components/navbar/SkinToggle'
import { PreferencesContext } from '../preferences/preferencesContext'

/** Light ↔ dark from the navbar (bordered and semi-dark switch to dark too). */
export function NavbarSkinToggle({ appearance }: { appearance?: NavbarWidgetAppearance }) {
  const { t } = useTranslation()
  const preferences = PreferencesContext.useActorRef()
  const skin = PreferencesContext.useSelector((state) => state.context.skin)
  return (
    <SkinToggle
      skin={skin}
      appearance={appearance}
      labels={{ toDark: t('navbar.skin.toDark'), toLight: t('navbar.skin.toLight') }}
      onToggle={() =>
        preferences.send({
          type: 'preferences.set',
          key: 'skin',
          value: skin === 'dark' ? 'light' : 'dark',
        })
      }
    />
  )
}
