// An event's text fields, as the calendar handlers check them and the event drawer checks them
// first. (The drawer's days and times are its own shape; the back end checks the moments they make.)
import { z } from 'zod'

export const eventLimits = { title: 200, url: 2000, location: 200, description: 2000, guests: 50 }

/** Whether the text is an http or https link. */
export function isWebLink(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

const guest = z.object({
  id: z.number().int().positive(),
  fullName: z.string().trim().min(1).max(200),
  avatar: z.string().max(2000).default(''),
})

export const eventTextFields = {
  url: z
    .string()
    .trim()
    .max(eventLimits.url)
    .refine((url) => url === '' || isWebLink(url), 'must be an http or https link')
    .default(''),
  title: z.string().trim().min(1, 'give the event a title').max(eventLimits.title),
  guests: z
    .array(guest)
    .max(eventLimits.guests, `at most ${eventLimits.guests} guests`)
    .default([]),
  location: z.string().trim().max(eventLimits.location).default(''),
  description: z.string().trim().max(eventLimits.description).default(''),
}

/** What the event drawer checks of its text fields before saving. */
export const eventTextSchema = z.object(eventTextFields)
