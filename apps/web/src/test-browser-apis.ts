// Stand-ins for the browser APIs jsdom lacks and Mantine uses, for component tests; each is set only where missing.

/** Media queries (Mantine's colour scheme, modals, notifications): none ever matches. */
export function standInMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** What Mantine's modals and comboboxes measure and scroll with: observers that never call back, no scrolling. */
export function standInLayoutApis(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
}
