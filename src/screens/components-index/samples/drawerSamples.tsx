import { Button, Text, TextInput } from '@primer/react'
import { SkeletonBox } from '@primer/react/experimental'
import { Suspense, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultPreferences, type Preferences } from '../../../api/types/preferences'
import { Customizer } from '../../../components/customizer/Customizer'
import { EditorDrawer } from '../../../components/dialog/EditorDrawer'
import { FormField, type FormFieldInputProps } from '../../../components/form-field/FormField'
import { SkinThemeProvider } from '../../../components/skin-theme/SkinThemeProvider'
import { useCustomizerLabels } from '../../preferences/CustomizerPanel'

// Drawers that open on a button: the theme customizer over the sample's own settings (never the
// app's: the app's customizer is on every page's edge already), and a record's editor.

const area = 'componentsIndex.samples'

/**
 * The customizer's gear sits in the card (not on the page's edge); what one chooses in its
 * drawer changes the sample's panel below, which takes the chosen skin.
 */
export function CustomizerSample() {
  const { t } = useTranslation()
  const labels = useCustomizerLabels()
  const [settings, setSettings] = useState<Preferences>(defaultPreferences)
  return (
    <div className="cea-components-index__customizer">
      <Customizer
        preferences={settings}
        labels={{ ...labels, open: t(`${area}.openCustomizer`) }}
        onChange={(key, value) => setSettings((current) => ({ ...current, [key]: value }))}
        onReset={() => setSettings(defaultPreferences)}
      />
      {/* A dark skin's sheet loads on first use: only the panel waits for it, never the drawer. */}
      <Suspense
        fallback={<SkeletonBox height="48px" className="cea-components-index__skin-wait" />}
      >
        <SkinThemeProvider skin={settings.skin}>
          <div className="cea-components-index__skin-panel">
            <Text>
              {t(`${area}.customizerSettings`, {
                skin: labels.skins[settings.skin],
                layout: labels.layouts[settings.layout],
                width: labels.contentWidths[settings.contentWidth],
              })}
            </Text>
          </div>
        </SkinThemeProvider>
      </Suspense>
    </div>
  )
}

interface SampleContact {
  name: string
  email: string
}

const savedContact: SampleContact = { name: 'Amara Okafor', email: 'amara@example.com' }

/**
 * A contact's editor: Save checks the name; closing with changes asks before dropping them.
 */
export function EditorDrawerSample() {
  const { t } = useTranslation()
  const formId = useId()
  const openerRef = useRef<HTMLButtonElement>(null)
  const [saved, setSaved] = useState(savedContact)
  const [draft, setDraft] = useState<SampleContact | null>(null)
  const [isAsking, setIsAsking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const close = () => {
    setDraft(null)
    setIsAsking(false)
    setFailure(null)
    openerRef.current?.focus()
  }
  const save = () => {
    if (!draft) return
    if (!draft.name.trim()) return setFailure(t(`${area}.contactNameRequired`))
    setSaved(draft)
    close()
  }
  const isChanged = draft !== null && (draft.name !== saved.name || draft.email !== saved.email)
  const field = (key: keyof SampleContact) => (inputProps: FormFieldInputProps) => (
    <TextInput
      {...inputProps}
      value={draft?.[key] ?? ''}
      onChange={(event) =>
        setDraft((current) => current && { ...current, [key]: event.target.value })
      }
      block
    />
  )
  return (
    <div className="cea-components-index__form">
      <Text as="p">{t(`${area}.contactSaved`, { name: saved.name, email: saved.email })}</Text>
      <Button ref={openerRef} onClick={() => setDraft(saved)}>
        {t(`${area}.editContact`)}
      </Button>
      {draft ? (
        <EditorDrawer
          title={t(`${area}.contactEditorTitle`)}
          closeLabel={t('common.close')}
          formId={formId}
          formClassName="cea-components-index__form"
          failure={failure}
          footerButtons={[
            { content: t(`${area}.save`), buttonType: 'primary', type: 'submit', form: formId },
          ]}
          onSave={save}
          onClose={() => (isChanged ? setIsAsking(true) : close())}
          isAsking={isAsking}
          question={{
            title: t(`${area}.discardTitle`),
            body: t(`${area}.discardBody`),
            discard: t(`${area}.discard`),
            keepEditing: t(`${area}.keepEditing`),
          }}
          onAnswer={(discard) => (discard ? close() : setIsAsking(false))}
        >
          <FormField label={t(`${area}.contactName`)} isRequired>
            {field('name')}
          </FormField>
          <FormField label={t(`${area}.contactEmail`)}>{field('email')}</FormField>
        </EditorDrawer>
      ) : null}
    </div>
  )
}
