import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import SamlFailedPage from './saml-failed-page';
import { standInMatchMedia } from '@/test-browser-apis';

// The logo reads the session's theme; the page is shown signed out, and the logo is not what is tested here.
vi.mock('@/components/logo', () => ({ Logo: () => null }));

beforeAll(() => {
  standInMatchMedia();
});
afterEach(cleanup);

const show = (search: string) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[`/login/saml-failed${search}`]}>
        <SamlFailedPage />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('the SAML failure page (decision 235)', () => {
  it("says what the refusal's code means, in English and in Dutch", async () => {
    await i18n.changeLanguage('en');
    show('?code=SAML_REPLAYED');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign-in did not succeed');
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in refused: this answer of the identity provider was already used.',
    );
    cleanup();
    await i18n.changeLanguage('nl');
    show('?code=SAML_EXPIRED');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Aanmelden is niet gelukt');
    expect(screen.getByRole('alert').textContent).toContain('verlopen of nog niet geldig');
    expect(screen.getByRole('link', { name: 'Terug naar aanmelden' }).getAttribute('href')).toBe('/login');
  });

  it('shows the general refusal for a code it does not know or none', async () => {
    await i18n.changeLanguage('en');
    show('?code=<script>');
    expect(screen.getByRole('alert').textContent).toBe(
      'Sign-in refused: the answer of the identity provider is not valid.',
    );
  });
});
