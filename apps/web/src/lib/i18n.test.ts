import { describe, expect, it, vi } from 'vitest';
import enSetup from '@/locales/en/setup.json';
import nlFoundation from '@/locales/nl/foundation.json';
import nlSetup from '@/locales/nl/setup.json';

/** A fresh copy of lib/i18n (and of i18next), without the catalogues the test set-up loads. */
async function freshI18n() {
  vi.resetModules();
  localStorage.clear();
  return import('./i18n');
}

describe('catalogues loaded on demand', () => {
  it('start with the app part of the language in use only', async () => {
    const { i18nReady, default: i18n } = await freshI18n();
    await i18nReady;
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(true);
    expect(i18n.hasResourceBundle('nl', 'app')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'dashboard')).toBe(false);
    expect(i18n.exists('setup.menu')).toBe(false);
  });

  it('switch language only once the new language is there, with the parts in use', async () => {
    const { i18nReady, loadMessages, setLanguage, default: i18n } = await freshI18n();
    await i18nReady;
    await loadMessages('dashboard');
    expect(i18n.t('setup.menu')).toBe(enSetup.setup.menu);
    await setLanguage('nl');
    expect(i18n.t('setup.menu')).toBe(nlSetup.setup.menu);
    expect(i18n.t('login.title')).toBe(nlFoundation.login.title);
  });

  it('load a part asked for during a switch for the new language too', async () => {
    const { i18nReady, loadMessages, setLanguage, default: i18n } = await freshI18n();
    await i18nReady;
    const switching = setLanguage('nl');
    await loadMessages('dashboard'); // the dashboard layout arrives while Dutch downloads
    await switching;
    expect(i18n.language).toBe('nl');
    expect(i18n.t('setup.menu')).toBe(nlSetup.setup.menu);
  });
});

describe('the language at start (i18next-browser-languagedetector)', () => {
  const start = async (browser: string[], saved?: string) => {
    vi.resetModules();
    localStorage.clear();
    if (saved) localStorage.setItem('flexapp.language', saved);
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue(browser[0] ?? '');
    try {
      const { i18nReady, default: i18n } = await import('./i18n');
      await i18nReady;
      return { language: i18n.language, html: document.documentElement.lang, dutch: i18n.t('login.title') };
    } finally {
      languages.mockRestore();
      language.mockRestore();
    }
  };

  it("follows the browser's first supported language, regional variants included", async () => {
    expect(await start(['nl-NL', 'en'])).toEqual({ language: 'nl', html: 'nl', dutch: nlFoundation.login.title });
    expect((await start(['de-DE', 'en-GB'])).language).toBe('en');
  });

  it('English when the browser asks for no language it has', async () => {
    expect((await start(['de-DE', 'fr'])).language).toBe('en');
  });

  it('a saved choice wins over the browser, and only a choice is saved', async () => {
    expect((await start(['en-US'], 'nl')).language).toBe('nl');
    expect((await start(['nl-BE'], 'en')).language).toBe('en');
    await start(['nl-NL']);
    expect(localStorage.getItem('flexapp.language')).toBeNull();
  });

  it('setLanguage remembers the choice', async () => {
    const { i18nReady, setLanguage } = await freshI18n();
    await i18nReady;
    await setLanguage('nl');
    expect(localStorage.getItem('flexapp.language')).toBe('nl');
  });
});
