import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { firstTextsName } from './firstTextsName'

export const languages = ['en', 'fr', 'de', 'pt', 'ar'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'
const languageStorageKey = 'language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : defaultLanguage
  } catch {
    return defaultLanguage
  }
}

let isRtlPreferred = false

/** `<html lang>` and `dir` follow the language (Arabic is right-to-left) or the RTL preference. */
function reflectLanguageOnDocument(language: string) {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
  document.documentElement.dir = isRtlPreferred || i18next.dir(language) === 'rtl' ? 'rtl' : 'ltr'
}

/** The customizer's RTL switch: mirrors the layout whatever the language. */
export function reflectDirection(isRTL: boolean): void {
  isRtlPreferred = isRTL
  reflectLanguageOnDocument(i18next.language ?? defaultLanguage)
}

/**
 * In the built app, a page that a `<meta name="cea-first-texts">` lists (the sign-in, the admin's
 * home, the mailbox, …) starts from `<lng>.first-<page>.json`, the areas its code names;
 * `<lng>.rest-<page>.json` holds the others (vite/splitLocales.ts). Elsewhere, and on the dev
 * server and in Storybook, `<lng>.json`.
 */
function firstTextsPaths(): string[] {
  if (typeof document === 'undefined') return []
  const meta = document.querySelector<HTMLMetaElement>('meta[name="cea-first-texts"]')
  return meta?.content.split(',').map((path) => import.meta.env.BASE_URL + path.slice(1)) ?? []
}

const openedPath = typeof location === 'undefined' ? '' : location.pathname
/** The page the document opened on, if its texts were split: its files' part of the name. */
const firstTextsPage = firstTextsPaths().includes(openedPath)
  ? firstTextsName(openedPath.slice(import.meta.env.BASE_URL.length - 1))
  : undefined
const isFirstTextsPage = firstTextsPage !== undefined

/** Whether a route (its path in the navigation table) needs only the first file's texts. */
export function isFirstTextsRoute(path: string): boolean {
  return isFirstTextsPage && openedPath === import.meta.env.BASE_URL + path.slice(1)
}
// A function: Node reads this module (the end-to-end sweep's navigation table) without Vite's env.
const localeFolder = () => `${import.meta.env.BASE_URL}assets/data/locales`
const restOfTexts = new Map<string, Promise<void>>()

/** Adds the areas a language's first file left out; once per language, and only where split. */
function loadRestOfTexts(language: string): Promise<void> {
  if (!isFirstTextsPage) return Promise.resolve()
  let loading = restOfTexts.get(language)
  if (!loading) {
    loading = fetch(`${localeFolder()}/${language}.rest-${firstTextsPage}.json`)
      .then((response) => response.json() as Promise<Record<string, unknown>>)
      .then((texts) => void i18next.addResourceBundle(language, 'translation', texts, true, false))
      .catch(() => {
        // Asked again by the next route or language switch.
        restOfTexts.delete(language)
      })
    restOfTexts.set(language, loading)
  }
  return loading
}

/**
 * Every area's texts in the current language: a route outside the first pages awaits this in
 * its lazy loader, so it never shows a key. Resolves at once where the whole file was loaded.
 */
export async function loadEveryText(): Promise<void> {
  await initI18n()
  await loadRestOfTexts(i18next.resolvedLanguage ?? i18next.language)
}

let initialised: Promise<unknown> | undefined

/** Starts i18next once; translations load from /assets/data/locales/{lng}.json. */
export function initI18n(language: Language = storedLanguage()): Promise<unknown> {
  initialised ??= i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: [...languages],
      load: 'languageOnly',
      backend: {
        loadPath: `${localeFolder()}/{{lng}}${isFirstTextsPage ? `.first-${firstTextsPage}` : ''}.json`,
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then(() => {
      i18next.on('languageChanged', reflectLanguageOnDocument)
      reflectLanguageOnDocument(i18next.language)
    })
  return initialised
}

export async function changeLanguage(language: Language, isRemembered = true): Promise<void> {
  await initI18n(language)
  // Every text of the new language is in before anything shows it (the rest after the first file:
  // i18next takes a language it has any texts of as loaded).
  await i18next.loadLanguages(language)
  await loadRestOfTexts(language)
  await i18next.changeLanguage(language)
  if (isRemembered) {
    try {
      localStorage.setItem(languageStorageKey, language)
    } catch {
      // storage unavailable: the choice lasts for this visit only
    }
  }
}
