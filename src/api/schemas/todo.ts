// A task's fields, as the to-do handlers check them and the task drawer checks them first.
import * as z from 'zod/mini'
import { taskTags } from '../types/todo'
import { calendarDateField } from './fields'
import { maxTaskTags, maxTitleLength } from './rules'

export { maxTaskTags, maxTitleLength }

/** Every field a person edits; no defaults, so an update changes only what it sends. */
export const taskFieldsSchema = z.object({
  title: z
    .string('The title must be text')
    .check(
      z.trim(),
      z.minLength(1, 'give the task a title'),
      z.maxLength(maxTitleLength, `A title has at most ${maxTitleLength} characters`),
    ),
  dueDate: calendarDateField,
  description: z.string().check(z.maxLength(20_000)),
  assignee: z.nullable(
    z.object({
      fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
      avatar: z.string().check(z.maxLength(1000)),
    }),
  ),
  // Counted as given (a tag twice is two), then kept once each.
  tags: z.pipe(
    z
      .array(z.enum(taskTags))
      .check(z.maxLength(maxTaskTags, `A task has at most ${maxTaskTags} tags`)),
    z.transform((tags) => [...new Set(tags)]),
  ),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
})

/** What the task drawer checks before saving. */
export const taskFormSchema = z.pick(taskFieldsSchema, { title: true, dueDate: true, tags: true })
