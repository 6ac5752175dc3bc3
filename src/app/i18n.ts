import i18next from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'

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
      backend: { loadPath: `${import.meta.env.BASE_URL}assets/data/locales/{{lng}}.json` },
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
  await i18next.changeLanguage(language)
  if (isRemembered) {
    try {
      localStorage.setItem(languageStorageKey, language)
    } catch {
      // storage unavailable: the choice lasts for this visit only
    }
  }
}
