// Shared by the UI kit's form stories: the wizard and the validation page at their routes.
import { delay, http, HttpResponse } from 'msw'
import type { ValidationForm, WizardForm, WizardStep } from '../../../src/api/types/formsKit'
import { formsKitHandlers } from '../../../src/mocks/handlers/formsKit'
import { FormValidationScreen } from '../../../src/screens/forms/validation/FormValidationScreen'
import { WizardScreen } from '../../../src/screens/forms/wizard/WizardScreen'

/** The wizard at `?step=`, started with `form` (shown only as far as it passes). */
export const wizardAt = (step: WizardStep, form?: WizardForm) => ({
  parameters: {
    router: { initialEntry: `/forms/wizard?step=${step}`, path: '/forms/wizard' },
  },
  render: () => (
    <div style={{ padding: 16 }}>
      <WizardScreen form={form} />
    </div>
  ),
})

/** The validation page, started with `values`; the username is asked after a short pause. */
export const validationPage = (values?: ValidationForm) => ({
  parameters: { router: { initialEntry: '/forms/validation', path: '/forms/validation' } },
  render: () => (
    <div style={{ padding: 16 }}>
      <FormValidationScreen values={values} usernamePauseMs={50} />
    </div>
  ),
})

/** The wizard's submission never answers. */
export const wizardNeverAnswers = {
  msw: {
    handlers: {
      formsKit: [
        http.post('*/api/forms/wizard', async () => {
          await delay('infinite')
          return HttpResponse.json({})
        }),
        ...formsKitHandlers,
      ],
    },
  },
}

/** The wizard's submission fails (500). */
export const wizardFails = {
  msw: {
    handlers: {
      formsKit: [
        http.post('*/api/forms/wizard', () =>
          HttpResponse.json({ message: 'The form store is unavailable.' }, { status: 500 }),
        ),
        ...formsKitHandlers,
      ],
    },
  },
}

/** The username check never answers. */
export const usernameCheckNeverAnswers = {
  msw: {
    handlers: {
      formsKit: [
        http.get('*/api/forms/username-available', async () => {
          await delay('infinite')
          return HttpResponse.json({})
        }),
        ...formsKitHandlers,
      ],
    },
  },
}
