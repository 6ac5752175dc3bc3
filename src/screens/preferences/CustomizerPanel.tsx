import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { type Preferences, preferenceChoices } from '../../api/types/preferences'
import { Customizer } from '../../components/customizer/Customizer'
import type {
  CustomizerLabels,
  DemoDataControl,
  PreferenceChangeHandler,
} from '../../components/customizer/customizerTypes'
import type { PreferencesEvent } from '../../machines/preferences/preferencesMachine'
import { demoDataMachine } from '../../machines/system/demoDataMachine'
import { AuthContext } from '../auth/authContext'
import { PreferencesContext } from './preferencesContext'
import { useRouteLayout } from './routeLayout'

type SetPreferenceEvent = Extract<PreferencesEvent, { type: 'preferences.set' }>

/** `{ light: t('customizer.skins.light'), … }` for one list of choices. */
function translateChoices<T extends string>(
  choices: readonly T[],
  translate: (choice: T) => string,
): Record<T, string> {
  return Object.fromEntries(choices.map((choice) => [choice, translate(choice)])) as Record<
    T,
    string
  >
}

/** Every text of the customizer in the active language. */
export function useCustomizerLabels(): CustomizerLabels {
  const { t } = useTranslation()
  return {
    open: t('customizer.open'),
    title: t('customizer.title'),
    subtitle: t('customizer.subtitle'),
    close: t('customizer.close'),
    on: t('customizer.on'),
    off: t('customizer.off'),
    reset: t('customizer.reset'),
    sections: {
      theming: t('customizer.sections.theming'),
      layout: t('customizer.sections.layout'),
      menu: t('customizer.sections.menu'),
      navbar: t('customizer.sections.navbar'),
      footer: t('customizer.sections.footer'),
      misc: t('customizer.sections.misc'),
    },
    skin: t('customizer.skin'),
    skins: translateChoices(preferenceChoices.skin, (c) => t(`customizer.skins.${c}`)),
    direction: t('customizer.direction'),
    rtl: t('customizer.rtl'),
    layout: t('customizer.layout'),
    layouts: translateChoices(preferenceChoices.layout, (c) => t(`customizer.layouts.${c}`)),
    contentWidth: t('customizer.contentWidth'),
    contentWidths: translateChoices(preferenceChoices.contentWidth, (c) =>
      t(`customizer.contentWidths.${c}`),
    ),
    menuCollapsed: t('customizer.menuCollapsed'),
    menuHidden: t('customizer.menuHidden'),
    navbarColor: t('customizer.navbarColor'),
    navbarColors: translateChoices(preferenceChoices.navbarColor, (c) =>
      t(`customizer.navbarColors.${c}`),
    ),
    navbarType: t('customizer.navbarType'),
    navbarTypes: translateChoices(preferenceChoices.navbarType, (c) =>
      t(`customizer.navbarTypes.${c}`),
    ),
    footerType: t('customizer.footerType'),
    footerTypes: translateChoices(preferenceChoices.footerType, (c) =>
      t(`customizer.footerTypes.${c}`),
    ),
    routerTransition: t('customizer.routerTransition'),
    routerTransitions: translateChoices(preferenceChoices.routerTransition, (c) =>
      t(`customizer.routerTransitions.${c}`),
    ),
    scrollToTop: t('customizer.scrollToTop'),
    demoData: {
      title: t('customizer.demoData.title'),
      description: t('customizer.demoData.description'),
      reset: t('customizer.demoData.reset'),
      confirmTitle: t('customizer.demoData.confirmTitle'),
      confirmBody: t('customizer.demoData.confirmBody'),
      confirmReset: t('customizer.demoData.confirmReset'),
      cancel: t('customizer.demoData.cancel'),
      resetting: t('customizer.demoData.resetting'),
      failed: t('customizer.demoData.failed'),
    },
  }
}

/** "Reset demo data" for those who may manage everything (the back end checks it too). */
function useDemoDataControl(): DemoDataControl | undefined {
  const [snapshot, send] = useMachine(demoDataMachine)
  const canReset = AuthContext.useSelector((auth) => auth.context.ability.can('manage', 'all'))
  if (!canReset) return undefined
  return {
    status: snapshot.hasTag('saving') ? 'resetting' : snapshot.hasTag('error') ? 'failed' : 'idle',
    onReset: () => send({ type: 'demoData.reset' }),
  }
}

export interface CustomizerPanelProps {
  isDefaultOpen?: boolean
}

/** The customizer wired to the preferences actor: every change is a `preferences.set`. */
export function CustomizerPanel({ isDefaultOpen }: CustomizerPanelProps) {
  const labels = useCustomizerLabels()
  const preferences: Preferences = PreferencesContext.useSelector((snapshot) => snapshot.context)
  const preferencesRef = PreferencesContext.useActorRef()
  const demoData = useDemoDataControl()
  const { onPreferenceChange } = useRouteLayout()
  const onChange: PreferenceChangeHandler = (key, value) => {
    onPreferenceChange(key)
    // The machine's event is a union over the keys; a generic key cannot narrow it by itself.
    const event = { type: 'preferences.set', key, value } as SetPreferenceEvent
    preferencesRef.send(event)
  }
  return (
    <Customizer
      preferences={preferences}
      labels={labels}
      isDefaultOpen={isDefaultOpen}
      demoData={demoData}
      onChange={onChange}
      onReset={() => preferencesRef.send({ type: 'preferences.reset' })}
    />
  )
}
