import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18nReady, loadAllMessages } from '@/lib/i18n';
import { BuildingChoice } from './building-choice';

beforeAll(async () => {
  await i18nReady;
  await loadAllMessages();
  // jsdom lacks what Mantine's combobox measures with.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as never;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
  Element.prototype.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

const BUILDINGS = [
  { id: 1, name: 'Amsterdam' },
  { id: 2, name: 'Utrecht' },
  { id: 3, name: 'Rotterdam' },
];

/** The picker holding its own choice, reporting each change. */
function setup(initial: number[], allLabel?: string) {
  const changes: number[][] = [];
  function Holder() {
    const [value, setValue] = useState(initial);
    return (
      <BuildingChoice
        label="Building"
        buildings={BUILDINGS}
        value={value}
        allLabel={allLabel}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <Holder />
    </MantineProvider>,
  );
  return { changes, button: screen.getByRole('combobox', { name: 'Building' }) };
}

const option = (name: string) => screen.getByRole('option', { name });

describe('BuildingChoice (decision 426)', () => {
  it('picks two of three by clicking, stays open, and names the count', async () => {
    const { changes, button } = setup([], 'All my buildings');
    expect(button.textContent).toBe('All my buildings');
    fireEvent.click(button);
    expect(option('All my buildings').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Building' }).getAttribute('aria-multiselectable')).toBe('true');
    fireEvent.click(option('Amsterdam'));
    expect(button.textContent).toBe('Amsterdam');
    fireEvent.click(option('Rotterdam'));
    expect(changes).toEqual([[1], [1, 3]]);
    expect(button.textContent).toBe('2 buildings');
    expect(option('Amsterdam').getAttribute('aria-selected')).toBe('true');
    expect(option('Utrecht').getAttribute('aria-selected')).toBe('false');
    expect(option('All my buildings').getAttribute('aria-selected')).toBe('false');
    // The third building too is all of them: the "all" entry.
    fireEvent.click(option('Utrecht'));
    expect(changes.at(-1)).toEqual([]);
    expect(button.textContent).toBe('All my buildings');
  });

  it('works from the keyboard: arrows move, Enter ticks, Escape closes', async () => {
    const { changes, button } = setup([], 'All buildings');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(changes.at(-1)).toEqual([1]);
    fireEvent.keyDown(button, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(button, { key: 'Enter', code: 'Enter' });
    expect(changes.at(-1)).toEqual([1, 2]);
    fireEvent.keyDown(button, { key: 'Escape', code: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toBe('2 buildings');
  });

  it('without an "all" entry keeps the last building chosen', () => {
    const { changes, button } = setup([2]);
    fireEvent.click(button);
    expect(screen.queryByRole('option', { name: /all/i })).toBeNull();
    fireEvent.click(option('Utrecht'));
    expect(changes).toEqual([[2]]);
    expect(button.textContent).toBe('Utrecht');
  });

  it('builds each tick on the last one, also before the new choice comes back through the props', () => {
    const changes: number[][] = [];
    render(
      <MantineProvider>
        <BuildingChoice label="Building" buildings={BUILDINGS} value={[1]} onChange={(ids) => changes.push(ids)} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Building' }));
    fireEvent.click(option('Utrecht'));
    fireEvent.click(option('Amsterdam'));
    expect(changes).toEqual([[1, 2], [2]]);
  });
});
