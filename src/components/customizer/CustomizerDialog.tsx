import { XIcon } from '@primer/octicons-react'
import { Heading, IconButton, Text } from '@primer/react'
import { Dialog } from '../dialog/Dialog'
import type { RefObject } from 'react'
import type { Preferences } from '../../api/types/preferences'
import { CustomizerSettings } from './CustomizerSettings'
import type { CustomizerLabels, DemoDataControl, PreferenceChangeHandler } from './customizerTypes'
import { DemoDataSection } from './DemoDataSection'

export interface CustomizerDialogProps {
  /** The person's display settings as saved. */
  preferences: Preferences
  /** One setting was chosen (its key and value). */
  onChange: PreferenceChangeHandler
  /** Reset was pressed. */
  onReset: () => void
  /** The drawer was closed (close button, Escape). */
  onClose: () => void
  /** The customizer's words, already translated. */
  labels: CustomizerLabels
  /** "Reset demo data", for those allowed to; absent, not shown. */
  demoData?: DemoDataControl
  /** The button that opened the drawer: it gets the focus back. */
  returnFocusRef: RefObject<HTMLButtonElement | null>
}

/** The customizer's drawer; loaded when it first opens, so no page pays for it up front. */
export function CustomizerDialog({
  preferences,
  onChange,
  onReset,
  onClose,
  labels,
  demoData,
  returnFocusRef,
}: CustomizerDialogProps) {
  return (
    <Dialog
      title={labels.title}
      closeLabel={labels.close}
      subtitle={labels.subtitle}
      // Primer places 'right' at the flex end of the page: the left edge in right-to-left.
      position={{ narrow: 'fullscreen', regular: 'right' }}
      width="large"
      className="cea-customizer__dialog"
      returnFocusRef={returnFocusRef}
      onClose={onClose}
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
            onClick={onClose}
          />
        </Dialog.Header>
      )}
      footerButtons={[{ content: labels.reset, buttonType: 'default', onClick: onReset }]}
    >
      <CustomizerSettings preferences={preferences} onChange={onChange} labels={labels} />
      {demoData ? <DemoDataSection control={demoData} labels={labels.demoData} /> : null}
    </Dialog>
  )
}
