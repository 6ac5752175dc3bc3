import type { TFunction } from 'i18next'
import type { EditorProblem } from '../../machines/invoices/invoiceEditorRules'

/** A field's problem in the page's language (the back end's own sentence when it refused). */
export const problemText = (t: TFunction, problem: EditorProblem | undefined): string | null =>
  !problem
    ? null
    : problem.code === 'server'
      ? problem.message
      : t(`invoices.editor.error.${problem.code}`)
