import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setLanguage } from '@/lib/i18n';
import { standInMatchMedia } from '@/test-browser-apis';
import { showUpdatePrompt } from './update-prompt';

const update = vi.fn((_reload: boolean) => Promise.resolve());

describe('a new release (decision 196)', () => {
  beforeAll(() => {
    // Mantine's notifications measure the window.
    standInMatchMedia();
  });

  afterEach(() => cleanup());

  it.each([
    ['en', 'A new version is available.', 'Reload'],
    ['nl', 'Er is een nieuwe versie beschikbaar.', 'Vernieuwen'],
  ] as const)('is offered with a Reload button, and only that button reloads (%s)', async (lang, text, button) => {
    await setLanguage(lang, false);
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    expect(screen.queryByText(text)).toBeNull();
    act(() => showUpdatePrompt(update));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(update).toHaveBeenCalledWith(true);
    update.mockClear();
    act(() => notifications.clean());
  });
});
