// The rules of /forms/elements' sample form: which field breaks what, checked on submit and then
// as the person corrects them. The masked fields' shapes are the masks' (components/masked-input).
import { digitsOf, passesLuhn } from '../../api/checkoutRules'
import { isCalendarDate, newPasswordMinLength } from '../../api/schemas/rules'

export type FieldsMode = 'editable' | 'disabled' | 'readOnly'

export interface RejectedFile {
  name: string
  reason: 'type' | 'size'
  /** The file's size in bytes. */
  bytes: number
}

export interface FormElementsValues {
  fullName: string
  quantity: string
  password: string
  bio: string
  country: string
  languages: string[]
  terms: boolean
  plan: string
  notifications: boolean
  birthDate: string
  stayFrom: string
  stayTo: string
  meetingTime: string
  phone: string
  card: string
  postalCode: string
  files: File[]
}

export type FormElementsField = keyof FormElementsValues | 'title'

/** What a field breaks: empty, too short/long, out of range, not whole, or the wrong shape. */
export type FieldProblem = 'required' | 'tooShort' | 'tooLong' | 'range' | 'format' | 'order'

export type FormElementsProblems = Partial<Record<FormElementsField, FieldProblem>>

export const formElementsLimits = {
  fullName: 80,
  bio: 200,
  quantity: { min: 1, max: 99 },
  password: newPasswordMinLength,
  meetingTime: { from: '09:00', to: '17:00' },
  maxFileBytes: 2 * 1024 * 1024,
} as const

export const emptyFormElements = (): FormElementsValues => ({
  fullName: '',
  quantity: '1',
  password: '',
  bio: '',
  country: '',
  languages: [],
  terms: false,
  plan: '',
  notifications: true,
  birthDate: '',
  stayFrom: '',
  stayTo: '',
  meetingTime: '',
  phone: '',
  card: '',
  postalCode: '',
  files: [],
})

const shapes = {
  phone: /^\(\d{3}\) \d{3}-\d{4}$/,
  card: /^\d{4} \d{4} \d{4} \d{4}$/,
  postalCode: /^[A-Z]\d[A-Z] \d[A-Z]\d$/,
}

function quantityProblem(text: string): FieldProblem | null {
  if (text.trim() === '') return 'required'
  const value = Number(text)
  const { min, max } = formElementsLimits.quantity
  return Number.isInteger(value) && value >= min && value <= max ? null : 'range'
}

function cardProblem(text: string): FieldProblem | null {
  if (text === '') return null
  if (!shapes.card.test(text)) return 'format'
  return passesLuhn(digitsOf(text)) ? null : 'format'
}

function stayToProblem(values: FormElementsValues): FieldProblem | null {
  if (values.stayTo === '') return 'required'
  if (isCalendarDate(values.stayFrom) && values.stayTo < values.stayFrom) return 'order'
  return null
}

const required = (isEmpty: boolean): FieldProblem | null => (isEmpty ? 'required' : null)

/** Every field's problem (the title's: whether one was chosen from the list). */
export function formElementsProblems(
  values: FormElementsValues,
  hasTitle: boolean,
): FormElementsProblems {
  const { fullName, bio, password, meetingTime } = values
  const { from, to } = formElementsLimits.meetingTime
  const problems: FormElementsProblems = {}
  const note = (field: FormElementsField, problem: FieldProblem | null) => {
    if (problem) problems[field] = problem
  }
  note(
    'fullName',
    required(fullName.trim() === '') ??
      (fullName.length > formElementsLimits.fullName ? 'tooLong' : null),
  )
  note('quantity', quantityProblem(values.quantity))
  note(
    'password',
    required(password === '') ??
      (password.length < formElementsLimits.password ? 'tooShort' : null),
  )
  note('bio', bio.length > formElementsLimits.bio ? 'tooLong' : null)
  note('country', required(values.country === ''))
  note('languages', required(values.languages.length === 0))
  note('title', required(!hasTitle))
  note('terms', required(!values.terms))
  note('plan', required(values.plan === ''))
  note(
    'birthDate',
    required(values.birthDate === '') ?? (isCalendarDate(values.birthDate) ? null : 'format'),
  )
  note('stayFrom', required(values.stayFrom === ''))
  note('stayTo', stayToProblem(values))
  note(
    'meetingTime',
    required(meetingTime === '') ?? (meetingTime < from || meetingTime > to ? 'range' : null),
  )
  note(
    'phone',
    required(values.phone === '') ?? (shapes.phone.test(values.phone) ? null : 'format'),
  )
  note('card', cardProblem(values.card))
  note(
    'postalCode',
    required(values.postalCode === '') ??
      (shapes.postalCode.test(values.postalCode) ? null : 'format'),
  )
  note('files', required(values.files.length === 0))
  return problems
}
