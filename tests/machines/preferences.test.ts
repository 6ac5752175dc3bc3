import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { defaultPreferences } from '../../src/api/types/preferences'
import {
  type PreferenceStorage,
  preferencesMachine,
} from '../../src/machines/preferences/preferencesMachine'

function memoryStorage(
  initial: Record<string, string> = {},
): PreferenceStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
}

describe('preferencesMachine', () => {
  it('starts from the SPEC §1 defaults', () => {
    const actor = createActor(preferencesMachine, { input: {} }).start()
    const { storage: _storage, ...preferences } = actor.getSnapshot().context
    expect(preferences).toEqual(defaultPreferences)
    expect(defaultPreferences).toMatchObject({
      skin: 'light',
      layout: 'vertical',
      navbarType: 'floating',
      footerType: 'static',
      contentWidth: 'boxed',
    })
  })

  it('restores skin, isRTL and menuCollapsed from storage, ignoring unreadable values', () => {
    const storage = memoryStorage({ skin: '"dark"', isRTL: 'true', menuCollapsed: 'oops' })
    const context = createActor(preferencesMachine, { input: { storage } })
      .start()
      .getSnapshot().context
    expect(context).toMatchObject({ skin: 'dark', isRTL: true, menuCollapsed: false })
  })

  it('keeps only skin, isRTL and menuCollapsed; the others live for the session', async () => {
    const storage = memoryStorage()
    const actor = createActor(preferencesMachine, { input: { storage } }).start()
    actor.send({ type: 'preferences.set', key: 'skin', value: 'semi-dark' })
    actor.send({ type: 'preferences.set', key: 'menuCollapsed', value: true })
    actor.send({ type: 'preferences.set', key: 'navbarType', value: 'sticky' })
    await waitFor(actor, (state) => state.matches('ready'))
    expect(Object.fromEntries(storage.values)).toEqual({
      skin: '"semi-dark"',
      isRTL: 'false',
      menuCollapsed: 'true',
    })
    const reloaded = createActor(preferencesMachine, { input: { storage } })
      .start()
      .getSnapshot().context
    expect(reloaded).toMatchObject({
      skin: 'semi-dark',
      menuCollapsed: true,
      navbarType: 'floating',
    })
  })

  it('overrides win over storage, and reset restores every default', async () => {
    const storage = memoryStorage({ skin: '"dark"' })
    const actor = createActor(preferencesMachine, {
      input: { storage, overrides: { skin: 'bordered' } },
    }).start()
    expect(actor.getSnapshot().context.skin).toBe('bordered')
    actor.send({ type: 'preferences.set', key: 'contentWidth', value: 'full' })
    actor.send({ type: 'preferences.reset' })
    const snapshot = await waitFor(actor, (state) => state.matches('ready'))
    expect(snapshot.context).toMatchObject(defaultPreferences)
    expect(storage.values.get('skin')).toBe('"light"')
  })
})
