// An event's text fields, as the calendar handlers check them and the event drawer checks them
// first. (The drawer's days and times are its own shape; the back end checks the moments they make.)
import * as z from 'zod/mini'
import { eventLimits, isWebLink } from './rules'

export { eventLimits, isWebLink }

const guest = z.object({
  id: z.number().check(z.int(), z.positive()),
  fullName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  avatar: z._default(z.string().check(z.maxLength(2000)), ''),
})

export const eventTextFields = {
  url: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(eventLimits.url),
      z.refine((url) => url === '' || isWebLink(url), 'must be an http or https link'),
    ),
    '',
  ),
  title: z
    .string()
    .check(z.trim(), z.minLength(1, 'give the event a title'), z.maxLength(eventLimits.title)),
  guests: z._default(
    z.array(guest).check(z.maxLength(eventLimits.guests, `at most ${eventLimits.guests} guests`)),
    [],
  ),
  location: z._default(z.string().check(z.trim(), z.maxLength(eventLimits.location)), ''),
  description: z._default(z.string().check(z.trim(), z.maxLength(eventLimits.description)), ''),
}

/** What the event drawer checks of its text fields before saving. */
export const eventTextSchema = z.object(eventTextFields)
