// A task's fields, as the to-do handlers check them and the task drawer checks them first.
import { z } from 'zod'
import { taskTags } from '../types/todo'
import { calendarDateField } from './fields'

export const maxTitleLength = 200
export const maxTaskTags = 5

/** Every field a person edits; no defaults, so an update changes only what it sends. */
export const taskFieldsSchema = z.object({
  title: z
    .string('The title must be text')
    .trim()
    .min(1, 'give the task a title')
    .max(maxTitleLength, `A title has at most ${maxTitleLength} characters`),
  dueDate: calendarDateField,
  description: z.string().max(20_000),
  assignee: z
    .object({ fullName: z.string().trim().min(1).max(120), avatar: z.string().max(1000) })
    .nullable(),
  // Counted as given (a tag twice is two), then kept once each.
  tags: z
    .array(z.enum(taskTags))
    .max(maxTaskTags, `A task has at most ${maxTaskTags} tags`)
    .transform((tags) => [...new Set(tags)]),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
})

/** What the task drawer checks before saving. */
export const taskFormSchema = taskFieldsSchema.pick({ title: true, dueDate: true, tags: true })
