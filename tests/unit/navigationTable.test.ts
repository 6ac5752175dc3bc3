import * as octicons from '@primer/octicons-react'
import { describe, expect, it } from 'vitest'
import { subjectForRoute } from '../../src/api/access'
import { navigation, screenKeyOf } from '../../src/app/navigation'
import { pageIcon } from '../../src/components/navbar/pageIcons'
import { pageEntries } from '../../src/fixtures/search/pages'

// The navigation table drives the routes and the menu; two other lists name routes too: the
// route → subject map the navbar's search and bookmarks ask (`routeSubjects`), and the search's
// pages (sample data of SPEC §7). Adding an area must keep the three in agreement.

describe('the navigation table and the lists beside it', () => {
  it('each guarded route reads the subject the navbar asks for its path', () => {
    const disagreeing = navigation
      // The home sends each role to its own home (the guard's special case), so it has no prefix.
      .filter((item) => typeof item.access === 'object' && item.path !== '/')
      .filter(
        (item) =>
          typeof item.access === 'object' && subjectForRoute(item.path) !== item.access.subject,
      )
      .map((item) => item.path)
    expect(disagreeing).toEqual([])
  })

  it('the search finds every page of the menu', () => {
    const searched = new Set(pageEntries.map(([, , , link]) => link))
    const unsearchable = navigation
      .filter((item) => item.menuGroup && !searched.has(item.path))
      .map((item) => item.path)
    expect(unsearchable).toEqual([])
  })

  it("names only icons the search can draw, and each page's target once", () => {
    const unknownIcons = pageEntries.filter(([, , icon]) => !(icon in octicons))
    expect(unknownIcons).toEqual([])
    // The navbar draws each by name (`pageIcons.ts`); a name it lacks would show the fallback.
    const fallback = pageIcon('NoSuchIcon')
    const undrawn = pageEntries.filter(([, , icon]) => pageIcon(icon) === fallback)
    expect(undrawn.filter(([, , icon]) => icon !== 'FileIcon')).toEqual([])
    const targets = pageEntries.map(([target]) => target)
    expect(new Set(targets).size).toBe(targets.length)
  })

  it('gives each route a unique id and path, and rows that share a screen one key', () => {
    expect(new Set(navigation.map((item) => item.id)).size).toBe(navigation.length)
    expect(new Set(navigation.map((item) => item.path)).size).toBe(navigation.length)
    const byScreen = new Map<unknown, Set<string | undefined>>()
    for (const item of navigation) {
      const keys = byScreen.get(item.screen) ?? new Set()
      keys.add(screenKeyOf(item.id))
      byScreen.set(item.screen, keys)
    }
    for (const keys of byScreen.values()) expect(keys.size).toBe(1)
  })
})
