import type { Locator, Page } from '@playwright/test';

/**
 * The texts inside `scope` that a sighted reader cannot read in full: an element whose text is wider (or taller)
 * than its box while it clips (overflow hidden, an ellipsis: scrollWidth > clientWidth), or text that runs out
 * of an ancestor that clips it. Text only screen readers get (visually hidden, 1 px boxes) does not count.
 * Each entry says the text, how far it runs over and the clipping element, for the failure message.
 */
export async function clippedLabels(page: Page, scope: Locator = page.locator('body')): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return scope.evaluate((root) => {
    const found: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(/\s+/).slice(0, 2).join('.')}` : ''}`;
    const clips = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX === 'hidden' || s.overflowX === 'clip' || s.overflowY === 'hidden' || s.overflowY === 'clip';
    };
    const visuallyHidden = (el: Element) => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const r = p.getBoundingClientRect();
        const s = getComputedStyle(p);
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return true;
        if (r.width <= 1 || r.height <= 1) return true;
        if (s.clip && s.clip !== 'auto') return true;
        if (s.clipPath && s.clipPath !== 'none' && s.clipPath.startsWith('inset(50%')) return true;
      }
      return false;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent || visuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;
      // The text is wider than the block holding it, clipped or not (it runs over what is beside it).
      const block = getComputedStyle(parent).display !== 'inline';
      if (block && parent.clientWidth > 0 && parent.scrollWidth > parent.clientWidth + 1 && !seen.has(parent)) {
        seen.add(parent);
        found.push(
          `"${text.slice(0, 60)}" is ${parent.scrollWidth - parent.clientWidth} px wider than ${describe(parent)}`,
        );
        continue;
      }
      // The element holding the text cuts it off (ellipsis, overflow hidden).
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        if (!clips(el)) continue;
        const box = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        const hx = s.overflowX === 'hidden' || s.overflowX === 'clip';
        const hy = s.overflowY === 'hidden' || s.overflowY === 'clip';
        const over = Math.max(
          ...rects.map((r) =>
            Math.max(
              hx ? box.left - r.left : 0,
              hx ? r.right - box.right : 0,
              hy ? box.top - r.top : 0,
              hy ? r.bottom - box.bottom : 0,
            ),
          ),
        );
        const cut = el === parent && hx && el.scrollWidth > el.clientWidth + 1;
        if ((over > 1 || cut) && !seen.has(parent)) {
          seen.add(parent);
          found.push(
            `"${text.slice(0, 60)}" runs ${Math.round(Math.max(over, cut ? el.scrollWidth - el.clientWidth : 0))} px out of ${describe(el)}`,
          );
          break;
        }
      }
    }
    return found;
  });
}
