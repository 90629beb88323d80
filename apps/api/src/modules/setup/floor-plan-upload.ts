import { createRequire } from 'node:module';
import { ErrorCode, type TPlanMime } from '@flexapp/contract';
import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';
import { AppError } from '../../lib/errors';
import { jpegSize, pngSize, sizeAllowed } from './image-header';
import type * as JsdomModule from 'jsdom';

export const invalidFile = (reason: string) => new AppError(ErrorCode.INVALID_FILE, reason, { file: [reason] });

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (buf: Buffer, magic: number[]) => buf.length >= magic.length && magic.every((b, i) => buf[i] === b);

/**
 * What the bytes are, by their magic numbers (never by the declared type):
 * PNG and JPEG by signature; SVG when the text starts (after a BOM, XML
 * declaration, comments or doctype) with an <svg> element.
 */
export function sniffPlan(buf: Buffer): TPlanMime | null {
  if (startsWith(buf, PNG)) return 'image/png';
  if (startsWith(buf, JPEG)) return 'image/jpeg';
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  if (/^<svg[\s>]/i.test(rest)) return 'image/svg+xml';
  return null;
}

/** url(...) pointing anywhere but a fragment of the same document (#id). */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
const IMPORT = /@import/i;

const load = createRequire(import.meta.url);
let sanitizer: { window: JSDOM['window']; purify: ReturnType<typeof createDOMPurify> } | undefined;

/**
 * The SVG sanitizer (DOMPurify on a jsdom window), made when the first SVG plan arrives: jsdom
 * and its window are large, and a process that never receives an SVG plan need not carry them.
 */
function svgSanitizer() {
  if (sanitizer) return sanitizer;
  const { JSDOM: Dom } = load('jsdom') as typeof JsdomModule;
  const window = new Dom('').window;
  const purify = (load('dompurify') as typeof createDOMPurify)(
    window as unknown as Parameters<typeof createDOMPurify>[0],
  );
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue ?? '';
    if (name === 'href' || name === 'xlink:href' || name.endsWith(':href') || name === 'src') {
      // Only references inside the plan itself survive (gradients, symbols): no http(s), data, javascript.
      if (!/^\s*#[\w.:-]+\s*$/.test(value)) data.keepAttr = false;
    }
    if (EXTERNAL_URL.test(value) || IMPORT.test(value)) data.keepAttr = false;
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (
      data.tagName === 'style' &&
      (EXTERNAL_URL.test(node.textContent ?? '') || IMPORT.test(node.textContent ?? ''))
    ) {
      node.parentNode?.removeChild(node);
    }
  });
  sanitizer = { window, purify };
  return sanitizer;
}

/**
 * A plan SVG with nothing active left: no script, event handler, foreignObject,
 * external reference (href to another document, url(...) outside the file,
 * @import) or entity trickery. Answers the cleaned document, or refuses it.
 */
export function sanitizeSvg(buf: Buffer): Buffer {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(text)) throw invalidFile('svg_entities');
  const { window, purify } = svgSanitizer();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: [
      'script',
      'foreignObject',
      'foreignobject',
      'iframe',
      'embed',
      'object',
      'a',
      'animate',
      'set',
      'animateMotion',
      'animateTransform',
    ],
    FORBID_ATTR: ['onload', 'onerror', 'onclick', 'onmouseover', 'onbegin', 'onend'],
    RETURN_DOM_FRAGMENT: true,
  }) as unknown as DocumentFragment;
  const svg = fragment.querySelector('svg');
  if (!svg) throw invalidFile('svg_empty');
  if (!svg.getAttribute('xmlns')) svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const xml = new window.XMLSerializer().serializeToString(svg);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`, 'utf8');
}

/** Checks an uploaded plan and answers what to store. */
export function preparePlan(buf: Buffer, declaredMime: string): { image: Buffer; mime: TPlanMime } {
  if (buf.length === 0) throw invalidFile('empty');
  const mime = sniffPlan(buf);
  if (!mime) throw invalidFile('unknown_type');
  const declared = declaredMime.toLowerCase().split(';')[0].trim();
  const compatible =
    declared === mime || declared === 'application/octet-stream' || (mime === 'image/jpeg' && declared === 'image/jpg');
  if (!compatible) throw invalidFile('type_mismatch');
  // The image header is decoded and its size checked (issue 12): junk after a PNG or JPEG signature is refused.
  if (mime === 'image/png' && !sizeAllowed(pngSize(buf))) throw invalidFile('bad_image');
  if (mime === 'image/jpeg' && !sizeAllowed(jpegSize(buf))) throw invalidFile('bad_image');
  return { image: mime === 'image/svg+xml' ? sanitizeSvg(buf) : buf, mime };
}
