import { useTranslation } from 'react-i18next'
import { FormDrawer } from '../../components/dialog/FormDrawer'
import { LayoutFields } from './layoutFields'

interface LayoutDrawerProps {
  onSend: () => void
  onClose: () => void
}

const formId = 'forms-kit-drawer-form'

/** The drawer sample: the kit's FormDrawer (full screen on a phone) with the sample's fields. */
export function LayoutDrawer({ onSend, onClose }: LayoutDrawerProps) {
  const { t } = useTranslation()
  return (
    <FormDrawer
      title={t('formsKit.layouts.drawer.formTitle')}
      closeLabel={t('formsKit.layouts.drawer.close')}
      formId={formId}
      formClassName="cea-forms-layout cea-forms-layout--drawer"
      failure={null}
      footerButtons={[
        { content: t('formsKit.layouts.drawer.cancel'), onClick: onClose },
        {
          content: t('formsKit.layouts.send'),
          buttonType: 'primary',
          type: 'submit',
          form: formId,
        },
      ]}
      onSubmit={onSend}
      onClose={onClose}
    >
      <LayoutFields formId="drawer" fields={['firstName', 'lastName', 'email', 'message']} />
    </FormDrawer>
  )
}
