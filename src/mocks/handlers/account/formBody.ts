import { z } from 'zod'
import { fieldPathErrors } from '../../../api/schemas/accountSettings'
import { describeZodError, invalidFields } from '../../http/errors'
import { readJson } from '../../http/input'

/** A form's body checked with its shared schema; a 400 names each problem at its field's path. */
export async function readAccountForm<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = schema.safeParse(await readJson(request, z.unknown()))
  if (parsed.success) return parsed.data
  throw invalidFields(
    `Invalid request: ${describeZodError(parsed.error)}`,
    fieldPathErrors(parsed.error),
  )
}
