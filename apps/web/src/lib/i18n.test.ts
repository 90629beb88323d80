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
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('nl', 'translation')).toBe(false);
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
