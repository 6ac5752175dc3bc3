import { GearIcon, XIcon } from '@primer/octicons-react'
import { Dialog, Heading, IconButton, Text } from '@primer/react'
import { useRef, useState } from 'react'
import type { Preferences } from '../../api/types/preferences'
import { CustomizerSettings } from './CustomizerSettings'
import type { CustomizerLabels, PreferenceChangeHandler } from './customizerTypes'
import './customizer.css'

export interface CustomizerProps {
  preferences: Preferences
  onChange: PreferenceChangeHandler
  onReset: () => void
  labels: CustomizerLabels
  /** Opens the drawer on first render (stories, a "customize" link). */
  isDefaultOpen?: boolean
}

/**
 * The theme customizer: a gear button on the page's end edge opens a drawer with every layout
 * preference. Changes apply live through `onChange`; nothing is kept here but open or closed.
 */
export function Customizer({
  preferences,
  onChange,
  onReset,
  labels,
  isDefaultOpen = false,
}: CustomizerProps) {
  const [isOpen, setIsOpen] = useState(isDefaultOpen)
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <IconButton
        ref={triggerRef}
        icon={GearIcon}
        aria-label={labels.open}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        variant="primary"
        size="large"
        tooltipDirection="n"
        className="cea-customizer__trigger"
        onClick={() => setIsOpen(true)}
      />
      {isOpen ? (
        <Dialog
          title={labels.title}
          subtitle={labels.subtitle}
          // Primer places 'right' at the flex end of the page: the left edge in right-to-left.
          position={{ narrow: 'fullscreen', regular: 'right' }}
          width="large"
          className="cea-customizer__dialog"
          returnFocusRef={triggerRef}
          onClose={() => setIsOpen(false)}
          renderHeader={({ dialogLabelId, dialogDescriptionId }) => (
            <Dialog.Header className="cea-customizer__header">
              <div className="cea-customizer__heading">
                <Heading as="h2" id={dialogLabelId} className="cea-customizer__title">
                  {labels.title}
                </Heading>
                <Text as="p" id={dialogDescriptionId} className="cea-customizer__subtitle">
                  {labels.subtitle}
                </Text>
              </div>
              <IconButton
                icon={XIcon}
                aria-label={labels.close}
                variant="invisible"
                tooltipDirection="s"
                onClick={() => setIsOpen(false)}
              />
            </Dialog.Header>
          )}
          footerButtons={[{ content: labels.reset, buttonType: 'default', onClick: onReset }]}
        >
          <CustomizerSettings preferences={preferences} onChange={onChange} labels={labels} />
        </Dialog>
      ) : null}
    </>
  )
}
