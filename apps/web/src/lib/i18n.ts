import { DEFAULT_LANGUAGE, type Language } from '@flexapp/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Tree } from '@/locales/merge';

/**
 * The catalogues come in two parts per language, each its own chunk: `app`
 * (sign-in and the employee app) and `dashboard` (the staff dashboard and the
 * public guest page, loaded with their layouts). Only the language in use is
 * downloaded; switching language loads the parts in use for the new one first.
 */
export type CataloguePart = 'app' | 'dashboard';
const catalogues: Record<Language, Record<CataloguePart, () => Promise<{ default: Tree }>>> = {
  en: { app: () => import('@/locales/en/app'), dashboard: () => import('@/locales/en/dashboard') },
  nl: { app: () => import('@/locales/nl/app'), dashboard: () => import('@/locales/nl/dashboard') },
};
const partsInUse = new Set<CataloguePart>(['app']);
const loading = new Map<string, Promise<void>>();

function ensure(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let done = loading.get(key);
  if (!done) {
    done = catalogues[language][part]().then((m) => {
      i18n.addResourceBundle(language, 'translation', m.default, true, false);
    });
    done.catch(() => loading.delete(key)); // a failed download is tried again next time
    loading.set(key, done);
  }
  return done;
}

const current = () => (i18n.language === 'nl' ? 'nl' : 'en') as Language;
let switchingTo: Language | null = null;

/** Loads a catalogue part for the language in use (a language switch under way loads it too, see setLanguage). */
export function loadMessages(part: CataloguePart): Promise<void> {
  partsInUse.add(part);
  return ensure(current(), part);
}

const STORAGE_KEY = 'flexapp.language';

/** Browser language first (nl or en), English as the fallback; a saved choice wins. */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'nl') return saved;
  } catch {
    /* ignore */
  }
  const candidates = typeof navigator !== 'undefined' ? [...(navigator.languages ?? []), navigator.language] : [];
  for (const c of candidates) {
    const code = c?.slice(0, 2).toLowerCase();
    if (code === 'nl' || code === 'en') return code;
  }
  return DEFAULT_LANGUAGE;
}

/** Switches the interface language once its catalogues are loaded. */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      /* ignore */
    }
  }
  switchingTo = language;
  // Parts asked for while these download are loaded too before the switch.
  let parts: CataloguePart[];
  do {
    parts = [...partsInUse];
    await Promise.all(parts.map((part) => ensure(language, part)));
  } while (partsInUse.size > parts.length);
  if (switchingTo !== language) return; // a later switch wins
  switchingTo = null;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Every catalogue of both languages (for tests that switch language freely). */
export async function loadAllMessages(): Promise<void> {
  partsInUse.add('app').add('dashboard');
  await Promise.all(
    (['en', 'nl'] as const).flatMap((language) => [ensure(language, 'app'), ensure(language, 'dashboard')]),
  );
}

/** Resolves once the language in use can be shown: the app renders after it. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    resources: {},
    lng: detectLanguage(),
    fallbackLng: 'en',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => ensure(current(), 'app'))
  .then(() => {
    document.documentElement.lang = i18n.language;
  });

export default i18n;
