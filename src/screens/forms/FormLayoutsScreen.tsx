import { Button, Heading } from '@primer/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { FormsKitSection } from './FormsKitSection'
import { LayoutDrawer } from './LayoutDrawer'
import { type LayoutField, LayoutFields } from './layoutFields'
import './formsKit.css'
import './formLayouts.css'

type LayoutId = 'vertical' | 'horizontal' | 'icons' | 'columns' | 'card' | 'drawer'

const sampleOf: Record<Exclude<LayoutId, 'card' | 'drawer'>, LayoutField['name'][]> = {
  vertical: ['firstName', 'email', 'message'],
  horizontal: ['firstName', 'email', 'website'],
  icons: ['firstName', 'email', 'website', 'city'],
  columns: ['firstName', 'lastName', 'email', 'website', 'city'],
}

interface SampleFormProps {
  layout: LayoutId
  sent: LayoutId | null
  onSend: (layout: LayoutId) => void
  children: React.ReactNode
}

/** A sample form: its fields, a Send button, and the line that says what Send did. */
function SampleForm({ layout, sent, onSend, children }: SampleFormProps) {
  const { t } = useTranslation()
  const send = (event: FormEvent) => {
    event.preventDefault()
    onSend(layout)
  }
  return (
    <form
      noValidate
      className={`cea-forms-layout cea-forms-layout--${layout}`}
      aria-label={t(`formsKit.layouts.${layout}.title`)}
      onSubmit={send}
    >
      {children}
      <div className="cea-forms-kit__actions">
        <Button type="submit" variant="primary">
          {t('formsKit.layouts.send')}
        </Button>
        <Button type="reset">{t('formsKit.layouts.clear')}</Button>
      </div>
      <p role="status" className="cea-forms-layout__sent">
        {sent === layout ? t('formsKit.layouts.sent') : ''}
      </p>
    </form>
  )
}

/** /forms/layouts: the same fields laid out six ways, each usable down to a 360 px phone. */
export function FormLayoutsScreen() {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const [sent, setSent] = useState<LayoutId | null>(null)
  const isDrawerOpen = search.get('drawer') === 'open'
  const setDrawerOpen = (open: boolean) =>
    setSearch(open ? { drawer: 'open' } : {}, { replace: !open })
  const formProps = { sent, onSend: setSent }
  const sections = (['vertical', 'horizontal', 'icons', 'columns'] as const).map((layout) => (
    <FormsKitSection
      key={layout}
      id={`layout-${layout}`}
      title={t(`formsKit.layouts.${layout}.title`)}
      description={t(`formsKit.layouts.${layout}.description`)}
    >
      <SampleForm layout={layout} {...formProps}>
        <LayoutFields formId={layout} fields={sampleOf[layout]} withIcons={layout === 'icons'} />
      </SampleForm>
    </FormsKitSection>
  ))

  return (
    <div className="cea-forms-kit">
      <header className="cea-forms-kit__header">
        <Heading as="h1">{t('formsKit.layouts.title')}</Heading>
        <p>{t('formsKit.layouts.subtitle')}</p>
      </header>
      <div className="cea-forms-kit__grid cea-forms-kit__grid--wide">
        {sections}
        <section className="cea-forms-layout-card" aria-labelledby="forms-kit-layout-card">
          <header className="cea-forms-layout-card__header">
            <Heading as="h2" id="forms-kit-layout-card" className="cea-forms-kit__section-title">
              {t('formsKit.layouts.card.title')}
            </Heading>
            <p className="cea-forms-kit__section-text">{t('formsKit.layouts.card.description')}</p>
          </header>
          <div className="cea-forms-layout-card__body">
            <SampleForm layout="card" {...formProps}>
              <LayoutFields formId="card" fields={['firstName', 'lastName', 'email']} />
            </SampleForm>
          </div>
        </section>
        <FormsKitSection
          id="layout-drawer"
          title={t('formsKit.layouts.drawer.title')}
          description={t('formsKit.layouts.drawer.description')}
        >
          <div>
            <Button onClick={() => setDrawerOpen(true)}>{t('formsKit.layouts.drawer.open')}</Button>
          </div>
          <p role="status" className="cea-forms-layout__sent">
            {sent === 'drawer' ? t('formsKit.layouts.sent') : ''}
          </p>
        </FormsKitSection>
      </div>
      {isDrawerOpen ? (
        <LayoutDrawer
          onSend={() => {
            setSent('drawer')
            setDrawerOpen(false)
          }}
          onClose={() => setDrawerOpen(false)}
        />
      ) : null}
    </div>
  )
}
