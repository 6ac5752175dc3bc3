import { describe, expect, it } from 'vitest'
import {
  buildHostileEmails,
  firstHostileId,
  hostileBodies,
  hostileHeaders,
} from '../fixtures/hostileEmails'

// The fixture itself. The sanitizer is checked where it runs, in Chromium: the story
// "Screens/Email/Hostile bodies › Sanitizer In The Browser" (every payload through
// sanitizeEmailHtml), the per-email stories and tests/e2e/email-xss.spec.ts. Node DOMs are
// not used for it: DOMPurify needs a DOM that parses HTML as a browser does, and happy-dom
// does not (cure53/DOMPurify#1457).
describe('the hostile email fixture', () => {
  it('names every payload once, and every payload carries its own name as the marker', () => {
    const names = hostileBodies.map((body) => body.name)
    expect(new Set(names).size).toBe(names.length)
    const decoded = (html: string) =>
      html.replace(/base64,([A-Za-z0-9+/=]+)/g, (_, encoded: string) => atob(encoded))
    for (const body of hostileBodies) expect(decoded(body.html), body.name).toContain(body.name)
  })

  it('covers the classic vectors of the issue', () => {
    const all = hostileBodies.map((body) => body.html).join('\n')
    for (const vector of [
      /<script>/,
      /<img src=x alt="" onerror=/,
      /href="javascript:/,
      /href="JaVaScRiPt:/,
      /href="&#106;avascript:/,
      /<svg onload=/,
      /<svg><script>/,
      /<svg><a xlink:href="javascript:/,
      /<iframe [^>]*src="javascript:/,
      /<iframe [^>]*srcdoc=/,
      /<object data=/,
      /<embed /,
      /<math><mtext><table><mglyph><style><img/,
      /<details open ontoggle=/,
      /<form action="javascript:/,
      /formaction="javascript:/,
      /<body onload=/,
      /<meta http-equiv="refresh" content="0;url=javascript:/,
      /<style>@import 'javascript:/,
      /href="data:text\/html,/,
      /<video><source onerror=/,
    ])
      expect(all).toMatch(vector)
  })

  it('builds inbox emails with ids from 9001, the hostile headers last', () => {
    const emails = buildHostileEmails()
    expect(emails.map((email) => email.id)).toEqual(
      emails.map((_, index) => firstHostileId + index),
    )
    expect(new Set(emails.map((email) => email.folder))).toEqual(new Set(['inbox']))
    const headers = emails.at(-1)
    expect(headers?.subject).toBe(hostileHeaders.subject)
    expect(headers?.from.name).toBe(hostileHeaders.senderName)
    expect(headers?.attachments[0]?.url).toMatch(/^javascript:/)
  })
})
