import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExport } from './use-export';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A download button in the page, as the reports have. */
function button() {
  const el = document.createElement('button');
  document.body.append(el);
  return el;
}

describe('useExport', () => {
  it('says which format is being made, then gives focus back to the download button', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useExport<'pdf' | 'csv'>());
    result.current.downloadButton.current = button();
    let finish!: () => void;
    let run!: Promise<void>;
    act(() => {
      run = result.current.run('pdf', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.exporting).toBe('pdf');
    await act(async () => {
      finish();
      await run;
    });
    expect(result.current.exporting).toBeNull();
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(300));
    expect(document.activeElement).toBe(result.current.downloadButton.current);
  });

  it('leaves focus where the person moved it meanwhile', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useExport<'csv'>());
    result.current.downloadButton.current = button();
    const elsewhere = button();
    await act(() => result.current.run('csv', async () => undefined));
    elsewhere.focus();
    act(() => vi.advanceTimersByTime(300));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('ends the export when making the file fails, and passes the failure on', async () => {
    const { result } = renderHook(() => useExport<'json'>());
    await act(() =>
      expect(
        result.current.run('json', async () => {
          throw new Error('no file');
        }),
      ).rejects.toThrow('no file'),
    );
    expect(result.current.exporting).toBeNull();
  });
});
