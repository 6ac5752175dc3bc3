import { drawnFileTypes } from '../../fixtures/email/people'
import { avatarCount } from '../../fixtures/images'
// Imported for its effect: every handler module defines its tables.
import '../allHandlers'
import { pinnedReferenceDay } from '../db/instance'
import { allDefinedTables } from '../db/store'

/**
 * Every picture the sample data names, as `<kind>/<name>.svg`: found in the
 * seeded tables (every handler module defines its tables when imported), plus
 * every avatar and file icon a new record can be given.
 */
export function sampleImagePaths(): string[] {
  const paths = new Set<string>()
  for (let n = 1; n <= avatarCount; n += 1) paths.add(`avatars/${n}.svg`)
  for (const type of drawnFileTypes) paths.add(`files/${type}.svg`)
  for (const table of allDefinedTables()) {
    const text = JSON.stringify(table.seed(pinnedReferenceDay))
    for (const match of text.matchAll(/\/assets\/images\/(\w+\/[\w.-]{1,120}\.svg)/g))
      if (match[1]) paths.add(match[1])
  }
  return [...paths].sort()
}
