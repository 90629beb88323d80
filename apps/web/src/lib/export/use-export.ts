import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A report's download button: `run(format, make)` makes a file, with `exporting` the format being made (the button
 * is disabled meanwhile). Afterwards focus goes back to the button (`downloadButton`), so keyboard users stay put:
 * after the menu's closing transition, unless the person has moved on meanwhile.
 */
export function useExport<F extends string>() {
  const [exporting, setExporting] = useState<F | null>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const wasExporting = useRef(false);
  useEffect(() => {
    const ended = wasExporting.current && !exporting;
    wasExporting.current = !!exporting;
    if (!ended) return;
    const timer = setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) downloadButton.current?.focus();
    }, 300);
    return () => clearTimeout(timer);
  }, [exporting]);

  const run = useCallback(async (format: F, make: () => Promise<void>) => {
    setExporting(format);
    try {
      await make();
    } finally {
      setExporting(null);
    }
  }, []);

  return { exporting, downloadButton, run };
}
