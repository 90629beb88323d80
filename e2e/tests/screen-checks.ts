import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support';

// The checks of every screen (screens.spec.ts, decision 380): the page settled, the axe-core audit (WCAG 2.2 AA,
// decision 160), one level-1 heading, no sideways scrolling of the page itself (decision 174).

export const SHOTS = '.tmp/screenshots/screens';

/** Waits until the page has settled: no loaders, no busy regions, every image in place. */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  // Images the screen added after the load (a floor plan) are in place, so the layout is the one people see.
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 30_000 })
    .toBe(true);
}

/**
 * The same page at another size, as a person turning a tablet or widening a window sees it: the layout after two
 * animation frames (styles, layout and the media-query listeners have run), then settled.
 */
export async function resize(page: Page, width: number, height: number) {
  const now = page.viewportSize();
  if (now?.width === width && now.height === height) return;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await settled(page);
}

/** The serious and critical violations, each with up to four elements; for a target partly covered, what covers it. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report: string[] = [];
  for (const v of bad) {
    const nodes: string[] = [];
    for (const n of v.nodes.slice(0, 4)) {
      const covered = v.id === 'target-size' ? await coveringElements(page, n.target.join(' ')) : '';
      nodes.push(
        `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ')} | ${n.html.slice(0, 160)}${covered}`,
      );
    }
    report.push(`${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}\n    ${nodes.join('\n    ')}`);
  }
  return report;
}

/** The elements on top at the corners and edges of a target, other than the target and what is inside it. */
async function coveringElements(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    if (!target) return '';
    const r = target.getBoundingClientRect();
    const points = [
      [r.left + 1, r.top + 1],
      [r.right - 1, r.top + 1],
      [r.left + 1, r.bottom - 1],
      [r.right - 1, r.bottom - 1],
      [r.left + r.width / 2, r.top + 1],
      [r.left + r.width / 2, r.bottom - 1],
    ];
    const names = new Set<string>();
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (top && top !== target && !target.contains(top))
        names.add(
          `${top.tagName.toLowerCase()}.${[...top.classList].join('.')} "${(top.textContent ?? '').slice(0, 40)}"`,
        );
    }
    return names.size
      ? ` | rect ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}, covered by ${[...names].join('; ')}`
      : '';
  }, selector);
}

/** Zero critical or serious axe violations on the page as it is now (a soft assertion: the journey goes on). */
export async function audit(page: Page, name: string) {
  await settled(page);
  let report = await violations(page);
  if (report.length) {
    // Once more a second later: a passing moment (a toast that has gone, a layout that has settled) is
    // reported beside the test, so that it can be traced; a violation that stays fails the test.
    const first = report;
    await page.waitForTimeout(1_000);
    report = await violations(page);
    if (!report.length) {
      const description = `${name}: ${first.join('\n')}`;
      test.info().annotations.push({ type: 'transient axe violations', description });
      console.log(`transient axe violations on ${description}`);
    }
  }
  if (report.length) {
    mkdirSync(`${SHOTS}/reports`, { recursive: true });
    writeFileSync(`${SHOTS}/reports/${name.replace(/[^\w-]+/g, '_')}.txt`, report.join('\n'));
  }
  expect.soft(report, `axe violations on ${name}`).toEqual([]);
}

export async function expectOneH1(page: Page, name: string) {
  await expect.soft(page.locator('h1:visible'), `one h1 on ${name}`).toHaveCount(1);
}

/** How far the page scrolls sideways, and what sticks out furthest (for the failure message). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const extra = document.documentElement.scrollWidth - width;
    let widest = '';
    if (extra > 1) {
      let right = 0;
      // What sticks out of the page itself: elements inside a region that scrolls or clips are that region's.
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
          if (getComputedStyle(p).overflowX !== 'visible') return true;
        return false;
      };
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right <= right || clipped(el)) continue;
        if (r.right > right && r.width > 0) {
          right = r.right;
          widest = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(r.right)}`;
        }
      }
    }
    return { extra, widest };
  });
