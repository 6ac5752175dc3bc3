import { useTranslation } from 'react-i18next'
import {
  emailMaxLength,
  type FieldProblem,
  newPasswordMinLength,
  passwordMaxLength,
  usernameMaxLength,
  usernameMinLength,
} from '../../machines/auth/authFormRules'

/** The fields whose problems have messages (auth.problems.<field>.<problem>). */
export type ProblemField =
  'email' | 'password' | 'username' | 'newPassword' | 'confirmPassword' | 'terms'

// The back end answers in English (SPEC §5, §8); known answers are shown in the reader's language.
const serverMessageKeys: Record<string, string> = {
  'Email or Password is Invalid': 'auth.server.invalidCredentials',
  'This email is already in use.': 'auth.server.emailInUse',
  'This username is already in use.': 'auth.server.usernameInUse',
  'The server could not be reached. Check your connection and try again.':
    'auth.server.unreachable',
}

const minimumLength: Partial<Record<ProblemField, number>> = {
  username: usernameMinLength,
  newPassword: newPasswordMinLength,
}

const maximumLength: Partial<Record<ProblemField, number>> = {
  email: emailMaxLength,
  username: usernameMaxLength,
  newPassword: passwordMaxLength,
}

/** Translated messages for client-side problems and for the server's answers. */
export function useAuthMessages() {
  const { t } = useTranslation()
  return {
    problem(field: ProblemField, problem: FieldProblem | null | undefined): string | undefined {
      if (!problem) return undefined
      return t(`auth.problems.${field}.${problem}`, {
        min: minimumLength[field],
        max: maximumLength[field],
        defaultValue: t('auth.problems.generic'),
      })
    },
    server(message: string | null | undefined): string | undefined {
      if (!message) return undefined
      const key = serverMessageKeys[message]
      return key ? t(key) : message
    },
  }
}
