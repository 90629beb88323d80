import { DEFAULT_LANGUAGE, type Language } from '@flexapp/contract';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Tree } from '@/locales/merge';

/**
 * The catalogues come in two parts per language, each its own chunk and its own i18next namespace: `app`
 * (sign-in and the employee app) and `dashboard` (the staff dashboard and the public guest page, loaded with
 * their layouts). `t` looks in `app`, then in `dashboard`. Only the language in use is downloaded
 * (i18next-resources-to-backend); switching language loads the parts in use for the new one first.
 */
export type CataloguePart = 'app' | 'dashboard';
const catalogues: Record<Language, Record<CataloguePart, () => Promise<{ default: Tree }>>> = {
  en: { app: () => import('@/locales/en/app'), dashboard: () => import('@/locales/en/dashboard') },
  nl: { app: () => import('@/locales/nl/app'), dashboard: () => import('@/locales/nl/dashboard') },
};
/** This app's instance (react-i18next gets it from initReactI18next); a fresh import makes a fresh one. */
const i18n = i18next.createInstance();
const isLanguage = (value: string): value is Language => value === 'en' || value === 'nl';

const current = () => (i18n.language === 'nl' ? 'nl' : 'en') as Language;
const partsInUse = () => [...((i18n.options.ns as CataloguePart[] | undefined) ?? ['app'])];
let switchingTo: Language | null = null;

/** Loads a catalogue part for the language in use (a language switch under way loads it too, see setLanguage). */
export async function loadMessages(part: CataloguePart): Promise<void> {
  await i18n.loadNamespaces(part);
}

/** A saved choice first (localStorage), then the browser's languages (nl or en), English as the fallback. */
const STORAGE_KEY = 'flexapp.language';

/** Switches the interface language once its catalogues are loaded. */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) i18n.services.languageDetector?.cacheUserLanguage?.(language, ['localStorage']);
  switchingTo = language;
  // Parts asked for while these download are loaded too before the switch.
  let parts: CataloguePart[];
  do {
    parts = partsInUse();
    await i18n.loadLanguages(language);
  } while (partsInUse().length > parts.length);
  if (switchingTo !== language) return; // a later switch wins
  switchingTo = null;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Every catalogue of both languages (for tests that switch language freely). */
export async function loadAllMessages(): Promise<void> {
  await i18n.loadNamespaces(['app', 'dashboard']);
  await i18n.loadLanguages(['en', 'nl']);
}

/** Resolves once the language in use can be shown: the app renders after it. */
export const i18nReady: Promise<void> = i18n
  .use(LanguageDetector)
  .use(
    resourcesToBackend((language: string, part: string) =>
      isLanguage(language) && (part === 'app' || part === 'dashboard')
        ? catalogues[language][part]().then((m) => m.default)
        : Promise.reject(new Error(`no catalogue ${language}/${part}`)),
    ),
  )
  .use(initReactI18next)
  .init({
    supportedLngs: ['en', 'nl'],
    load: 'languageOnly',
    // A missing Dutch text would show its key rather than download the English catalogue too (locales.test.ts
    // keeps the two complete); an unsupported browser language gets English.
    fallbackLng: { nl: [], default: [DEFAULT_LANGUAGE] },
    ns: ['app'],
    defaultNS: 'app',
    fallbackNS: 'dashboard',
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEY,
      // Only an explicit choice is remembered (setLanguage); the browser's language is read afresh each time.
      caches: [],
      convertDetectedLanguage: (language: string) => language.slice(0, 2).toLowerCase(),
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => {
    document.documentElement.lang = current();
  });

export default i18n;
