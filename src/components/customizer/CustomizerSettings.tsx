import { Heading } from '@primer/react'
import type { ReactNode } from 'react'
import { type Preferences, preferenceChoices } from '../../api/types/preferences'
import { ChoiceGroup, SettingSelect, SettingSwitch, SwatchGroup } from './CustomizerControls'
import type { CustomizerLabels, PreferenceChangeHandler } from './customizerTypes'

export interface CustomizerSettingsProps {
  /** The person's display settings as saved. */
  preferences: Preferences
  /** One setting was chosen (its key and value). */
  onChange: PreferenceChangeHandler
  /** The customizer's words, already translated. */
  labels: CustomizerLabels
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cea-customizer__section">
      <Heading as="h3" className="cea-customizer__section-title">
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** Every layout preference of SPEC §1, grouped as a person looks for them. */
export function CustomizerSettings({ preferences, onChange, labels }: CustomizerSettingsProps) {
  const switchTexts = { onLabel: labels.on, offLabel: labels.off }
  return (
    <div className="cea-customizer__settings">
      <Section title={labels.sections.theming}>
        <ChoiceGroup
          legend={labels.skin}
          options={preferenceChoices.skin}
          optionLabels={labels.skins}
          value={preferences.skin}
          onSelect={(value) => onChange('skin', value)}
        />
        <div>
          <span className="cea-customizer__legend">{labels.direction}</span>
          <SettingSwitch
            label={labels.rtl}
            isOn={preferences.isRTL}
            onToggle={(isOn) => onChange('isRTL', isOn)}
            {...switchTexts}
          />
        </div>
      </Section>

      <Section title={labels.sections.layout}>
        <ChoiceGroup
          legend={labels.layout}
          options={preferenceChoices.layout}
          optionLabels={labels.layouts}
          value={preferences.layout}
          onSelect={(value) => onChange('layout', value)}
        />
        <ChoiceGroup
          legend={labels.contentWidth}
          options={preferenceChoices.contentWidth}
          optionLabels={labels.contentWidths}
          value={preferences.contentWidth}
          onSelect={(value) => onChange('contentWidth', value)}
        />
      </Section>

      <Section title={labels.sections.menu}>
        <SettingSwitch
          label={labels.menuCollapsed}
          isOn={preferences.menuCollapsed}
          onToggle={(isOn) => onChange('menuCollapsed', isOn)}
          {...switchTexts}
        />
        <SettingSwitch
          label={labels.menuHidden}
          isOn={preferences.menuHidden}
          onToggle={(isOn) => onChange('menuHidden', isOn)}
          {...switchTexts}
        />
      </Section>

      <Section title={labels.sections.navbar}>
        <SwatchGroup
          legend={labels.navbarColor}
          options={preferenceChoices.navbarColor}
          optionLabels={labels.navbarColors}
          value={preferences.navbarColor}
          onSelect={(value) => onChange('navbarColor', value)}
        />
        <ChoiceGroup
          legend={labels.navbarType}
          options={preferenceChoices.navbarType}
          optionLabels={labels.navbarTypes}
          value={preferences.navbarType}
          onSelect={(value) => onChange('navbarType', value)}
        />
      </Section>

      <Section title={labels.sections.footer}>
        <ChoiceGroup
          legend={labels.footerType}
          options={preferenceChoices.footerType}
          optionLabels={labels.footerTypes}
          value={preferences.footerType}
          onSelect={(value) => onChange('footerType', value)}
        />
      </Section>

      <Section title={labels.sections.misc}>
        <SettingSelect
          label={labels.routerTransition}
          options={preferenceChoices.routerTransition}
          optionLabels={labels.routerTransitions}
          value={preferences.routerTransition}
          onSelect={(value) => onChange('routerTransition', value)}
        />
        <SettingSwitch
          label={labels.scrollToTop}
          isOn={preferences.isScrollTopShown}
          onToggle={(isOn) => onChange('isScrollTopShown', isOn)}
          {...switchTexts}
        />
      </Section>
    </div>
  )
}
