import { DEFAULT_LANGUAGE, type Language } from '@flexapp/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Tree = { [key: string]: string | Tree };

/** Every locales/<lang>/*.json file is merged into one catalogue per language. */
function merge(files: Record<string, { default: Tree }>): Tree {
  const deepMerge = (target: Tree, source: Tree) => {
    for (const [k, v] of Object.entries(source)) {
      if (typeof v === 'object' && typeof target[k] === 'object') deepMerge(target[k] as Tree, v);
      else target[k] = v;
    }
    return target;
  };
  return Object.values(files).reduce<Tree>((acc, f) => deepMerge(acc, f.default), {});
}

const en = merge(import.meta.glob<{ default: Tree }>('../locales/en/*.json', { eager: true }));
const nl = merge(import.meta.glob<{ default: Tree }>('../locales/nl/*.json', { eager: true }));

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

export function setLanguage(language: Language, remember = true) {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      /* ignore */
    }
  }
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, nl: { translation: nl } },
  lng: detectLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export default i18n;
