import { Button } from '@primer/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../../../components/dialog/Dialog'

/** A button that opens the dialog; focus returns to it on close. */
export function DialogSample() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(false)
  const openerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button ref={openerRef} onClick={() => setIsOpen(true)}>
        {t('componentsIndex.samples.openDialog')}
      </Button>
      {isOpen ? (
        <Dialog
          title={t('componentsIndex.samples.dialogTitle')}
          closeLabel={t('common.close')}
          returnFocusRef={openerRef}
          onClose={() => setIsOpen(false)}
        >
          {t('componentsIndex.samples.dialogBody')}
        </Dialog>
      ) : null}
    </>
  )
}
