import type {
  ContentWidth,
  FooterType,
  LayoutKind,
  NavbarColor,
  NavbarType,
  Preferences,
  RouterTransition,
  Skin,
} from '../../api/types/preferences'

/** One callback for every setting; the value's type follows the key. */
export type PreferenceChangeHandler = <Key extends keyof Preferences>(
  key: Key,
  value: Preferences[Key],
) => void

/** Every text the customizer shows, already translated by the caller. */
export interface CustomizerLabels {
  /** The edge button's accessible name, e.g. "Open the customizer". */
  open: string
  title: string
  subtitle: string
  close: string
  /** Status texts of the toggle switches. */
  on: string
  off: string
  reset: string
  sections: {
    theming: string
    layout: string
    menu: string
    navbar: string
    footer: string
    misc: string
  }
  skin: string
  skins: Record<Skin, string>
  direction: string
  rtl: string
  layout: string
  layouts: Record<LayoutKind, string>
  contentWidth: string
  contentWidths: Record<ContentWidth, string>
  menuCollapsed: string
  menuHidden: string
  navbarColor: string
  navbarColors: Record<NavbarColor, string>
  navbarType: string
  navbarTypes: Record<NavbarType, string>
  footerType: string
  footerTypes: Record<FooterType, string>
  routerTransition: string
  routerTransitions: Record<RouterTransition, string>
  scrollToTop: string
  demoData: DemoDataLabels
}

/** Texts of the customizer's "Reset demo data" section. */
export interface DemoDataLabels {
  title: string
  description: string
  reset: string
  confirmTitle: string
  confirmBody: string
  confirmReset: string
  cancel: string
  resetting: string
  failed: string
}

/** "Reset demo data", shown to those allowed to do it (admins). */
export interface DemoDataControl {
  status: 'idle' | 'resetting' | 'failed'
  onReset: () => void
}
