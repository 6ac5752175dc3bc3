import { BellIcon, LockIcon, PersonIcon } from '@primer/octicons-react'
import { Button, TextInput } from '@primer/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { FormDrawer } from '../../../components/dialog/FormDrawer'
import { FormField } from '../../../components/form-field/FormField'
import { SafeHtml } from '../../../components/safe-html/SafeHtml'
import { TabLinks } from '../../../components/tab-links/TabLinks'

// Pieces of a page: HTML shown safely, tabs kept in the address, a form in a drawer.

/** Hostile HTML: its script and the link's script go, the prose and its heading stay. */
export function SafeHtmlSample() {
  const { t } = useTranslation()
  return (
    <div className="cea-components-index__stage">
      <SafeHtml html={t('componentsIndex.samples.safeHtml')} />
    </div>
  )
}

const sampleTabs = ['profile', 'security', 'alerts'] as const
type SampleTab = (typeof sampleTabs)[number]
const isSampleTab = (tab: string | null): tab is SampleTab =>
  (sampleTabs as readonly (string | null)[]).includes(tab)

/** The tabs of this page's address (`?tab=`): choosing one keeps the search. */
export function TabLinksSample() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const tab = search.get('tab')
  return (
    <div className="cea-components-index__stage">
      <TabLinks
        label={t('componentsIndex.samples.tabsLabel')}
        tabs={[
          { tab: 'profile', label: t('componentsIndex.samples.tabProfile'), icon: PersonIcon },
          { tab: 'security', label: t('componentsIndex.samples.tabSecurity'), icon: LockIcon },
          { tab: 'alerts', label: t('componentsIndex.samples.tabAlerts'), icon: BellIcon },
        ]}
        shown={isSampleTab(tab) ? tab : 'profile'}
        firstTab="profile"
      />
    </div>
  )
}

/** A button that opens a drawer with one required field; Save checks it and closes. */
export function FormDrawerSample() {
  const { t } = useTranslation()
  const formId = useId()
  const openerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [name, setName] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const close = () => {
    setIsOpen(false)
    setFailure(null)
    openerRef.current?.focus()
  }
  return (
    <>
      <Button ref={openerRef} onClick={() => setIsOpen(true)}>
        {t('componentsIndex.samples.openDrawer')}
      </Button>
      {isOpen ? (
        <FormDrawer
          title={t('componentsIndex.samples.drawerTitle')}
          closeLabel={t('common.close')}
          formId={formId}
          formClassName="cea-components-index__form"
          failure={failure}
          footerButtons={[
            {
              content: t('componentsIndex.samples.save'),
              buttonType: 'primary',
              type: 'submit',
              form: formId,
            },
          ]}
          onSubmit={() =>
            name.trim() ? close() : setFailure(t('componentsIndex.samples.fieldRequired'))
          }
          onClose={close}
        >
          <FormField label={t('componentsIndex.samples.fieldLabel')} isRequired>
            {(inputProps) => (
              <TextInput
                {...inputProps}
                value={name}
                onChange={(event) => setName(event.target.value)}
                block
              />
            )}
          </FormField>
        </FormDrawer>
      ) : null}
    </>
  )
}
