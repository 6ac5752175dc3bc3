import type { TFunction } from 'i18next'
import type { SchemaProblem } from '../../machines/shared/schemaProblems'

/** What a field's format problem says, by the kind of field. */
const formatKeyOf: Record<string, string> = {
  username: 'username',
  email: 'email',
  password: 'password',
  birthDate: 'date',
  startDate: 'date',
  endDate: 'date',
  phone: 'phone',
  postalCode: 'postalCode',
  website: 'link',
  twitter: 'link',
  linkedin: 'link',
}

/** A field's problem in the viewer's language (the back end's own sentence as it is). */
export function problemText(
  t: TFunction,
  field: string,
  problem: SchemaProblem | undefined,
): string | null {
  if (!problem) return null
  if (problem.code === 'server') return problem.message
  if (problem.code === 'format')
    return t(`formValidation.problem.format.${formatKeyOf[field] ?? 'other'}`)
  return t(`formValidation.problem.${problem.code}`)
}
