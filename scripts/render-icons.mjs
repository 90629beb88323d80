// Renders the app's home-screen icons (web app manifest) from SVG with Debian's Chromium:
// node scripts/render-icons.mjs. The PNGs are committed; nothing renders at run time.
import { chromium } from '@playwright/test';

const glyph = (pad) =>
  `<path d="M${11 + pad} ${24 - pad}V${9 + pad}h${11 - pad}M${11 + pad} 16h${8 - pad}" stroke="#fff" stroke-width="${3.5 - pad / 2}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
const icons = [
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<rect x="2" y="2" width="28" height="28" rx="7" fill="#0b7285"/>${glyph(0)}`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<rect x="2" y="2" width="28" height="28" rx="7" fill="#0b7285"/>${glyph(0)}`,
  },
  // Maskable: full-bleed background, the glyph inside the 80 % safe zone.
  { file: 'icon-maskable-512.png', size: 512, svg: `<rect width="32" height="32" fill="#0b7285"/>${glyph(1.5)}` },
  { file: 'apple-touch-icon.png', size: 180, svg: `<rect width="32" height="32" fill="#0b7285"/>${glyph(1.5)}` },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 32 32">${icon.svg}</svg></body></html>`,
  );
  await page.screenshot({ path: `apps/web/public/brand/${icon.file}`, omitBackground: true });
  await page.close();
}
await browser.close();
