// The UI kit's form pages (issue #37): the wizard's four steps of fields, the validation page's
// form, and what their calls answer. Types only.

export const wizardSteps = ['account', 'personal', 'address', 'social', 'review'] as const
export type WizardStep = (typeof wizardSteps)[number]
/** The steps a person fills in (the review only shows them). */
export type WizardFormStep = Exclude<WizardStep, 'review'>

export interface WizardAccount {
  username: string
  email: string
  password: string
  confirmPassword: string
}

export interface WizardPersonal {
  firstName: string
  lastName: string
  birthDate: string
  phone: string
}

export interface WizardAddress {
  street: string
  city: string
  postalCode: string
  country: string
}

export interface WizardSocial {
  website: string
  twitter: string
  linkedin: string
}

/** The body of `POST /api/forms/wizard`: every step's fields. */
export interface WizardForm {
  account: WizardAccount
  personal: WizardPersonal
  address: WizardAddress
  social: WizardSocial
}

/** What the back end keeps of a wizard's submission (never the password). */
export interface WizardRegistration {
  id: number
  username: string
  email: string
  fullName: string
  city: string
  country: string
  links: number
  submittedAt: string
}

export interface WizardSubmitted {
  registration: WizardRegistration
}

/** `GET /api/forms/username-available?username=`. */
export interface UsernameAvailability {
  username: string
  available: boolean
}

/** The body of `POST /api/forms/validation`. */
export interface ValidationForm {
  username: string
  email: string
  password: string
  confirmPassword: string
  startDate: string
  endDate: string
}
export type ValidationField = keyof ValidationForm

export interface ValidationAccepted {
  accepted: true
  username: string
  days: number
}
