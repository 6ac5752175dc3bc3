// A form's problems as a shared zod schema sees them: per field (a dotted path), one code the
// screen words in the viewer's language, or the back end's own sentence.
import * as z from 'zod/mini'
import type { CrossFieldProblem } from '../../api/schemas/formsKit'
import { issueKind } from '../../api/schemas/formIssues'

export type SchemaProblem =
  | { code: 'required' | 'tooShort' | 'tooLong' | 'format' | CrossFieldProblem | 'taken' }
  | { code: 'server'; message: string }

export type SchemaProblems = Record<string, SchemaProblem>

function problemOf(issue: z.core.$ZodIssue): SchemaProblem {
  if (issue.code === 'custom') {
    const problem: unknown = issue.params?.problem
    if (problem === 'mismatch' || problem === 'endBeforeStart') return { code: problem }
    return { code: 'format' }
  }
  return { code: issueKind(issue) }
}

/** The first problem at each field of `value`, by the schemas given (later ones fill gaps). */
export function schemaProblems(value: unknown, ...schemas: z.core.$ZodType[]): SchemaProblems {
  const problems: SchemaProblems = {}
  for (const schema of schemas) {
    const parsed = z.safeParse(schema, value)
    if (parsed.success) continue
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.')
      if (field !== '' && !(field in problems)) problems[field] = problemOf(issue)
    }
  }
  return problems
}

/** The problems without those of `field`. */
export function withoutField(problems: SchemaProblems, field: string): SchemaProblems {
  const { [field]: _dropped, ...rest } = problems
  return rest
}

export const hasSchemaProblems = (problems: SchemaProblems) => Object.keys(problems).length > 0
