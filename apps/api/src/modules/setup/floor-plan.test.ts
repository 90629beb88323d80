import { PLAN_MAX_BYTES } from '@flexapp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../../../test/helpers';
import { tinyJpeg, tinyPng } from '../../../test/images';
import { sanitizeSvg, sniffPlan } from './floor-plan-upload';
import { manualClock } from '../../lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

let ctx: TestContext;
let staff: string;
let floorId: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createUser(ctx.db, { username: 'boss', staff: true });
  staff = await login(ctx.app, 'boss');
  const b = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/setup/buildings',
      payload: { name: 'HQ' },
      headers: { authorization: staff },
    })
  ).json();
  floorId = (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/setup/buildings/${b.id}/floors`,
      payload: { name: 'F1' },
      headers: { authorization: staff },
    })
  ).json().id;
});
afterAll(() => ctx.close());

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----flexappboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: staff },
  };
}
const upload = (content: Buffer, filename: string, type: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/setup/floors/${floorId}/plan`, ...multipart(content, filename, type) });

const PNG = tinyPng(40, 30);
const JPEG = tinyJpeg(40, 30);

const EVIL_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100" onload="alert(1)">
<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs>
<script>alert('x')</script>
<rect width="100" height="100" fill="url(#g)" onclick="steal()"/>
<rect style="fill:url(https://evil.test/x.svg#a)" width="10" height="10"/>
<image href="https://evil.test/a.png" width="10" height="10"/>
<image xlink:href="http://evil.test/b.png" width="10" height="10"/>
<use xlink:href="http://evil.test/s.svg#x"/>
<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
<style>@import url(http://evil.test/a.css); rect{fill:blue}</style>
<a href="javascript:alert(1)"><text x="1" y="1">Link</text></a>
<text x="5" y="5">Desk area</text>
</svg>`;

describe('sniffing and sanitising', () => {
  it('knows files by their bytes', () => {
    expect(sniffPlan(PNG)).toBe('image/png');
    expect(sniffPlan(JPEG)).toBe('image/jpeg');
    expect(
      sniffPlan(Buffer.from('\uFEFF<?xml version="1.0"?><!-- c --><svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('image/svg+xml');
    expect(sniffPlan(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sniffPlan(Buffer.from('GIF89a....'))).toBeNull();
  });

  it('removes scripts, handlers, foreign objects and every external reference', () => {
    const out = sanitizeSvg(Buffer.from(EVIL_SVG)).toString();
    for (const bad of [
      '<script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'evil.test',
      '@import',
      'javascript:',
      '<div',
    ]) {
      expect(out, bad).not.toContain(bad);
    }
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('Desk area');
    expect(out.startsWith('<?xml')).toBe(true);
  });

  it('refuses entity declarations (billion laughs, external entities)', () => {
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    expect(() => sanitizeSvg(Buffer.from(xxe))).toThrow();
  });
});

describe('PUT /api/setup/floors/:id/plan', () => {
  it('stores a PNG and serves it at a new signed URL with caching headers', async () => {
    const res = await upload(PNG, 'plan.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const map = res.json().map as string;
    expect(map).toMatch(new RegExp(`^/api/floors/${floorId}/plan\\?v=\\d+&sig=`));
    const image = await ctx.app.inject({ method: 'GET', url: map });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // a second upload, a second later, changes the URL, so caches refresh
    clock.advance(1000);
    const second = await upload(JPEG, 'plan.jpg', 'image/jpeg');
    expect(second.json().map).not.toBe(map);
    expect((await ctx.app.inject({ method: 'GET', url: map })).statusCode).toBe(404);
  });

  it('cleans a malicious SVG before storing it', async () => {
    const res = await upload(Buffer.from(EVIL_SVG), 'evil.svg', 'image/svg+xml');
    expect(res.statusCode).toBe(200);
    const stored = await ctx.db
      .selectFrom('floors')
      .select(['plan_image', 'plan_mime'])
      .where('id', '=', floorId)
      .executeTakeFirstOrThrow();
    expect(stored.plan_mime).toBe('image/svg+xml');
    const text = stored.plan_image!.toString();
    expect(text).not.toContain('<script');
    expect(text).not.toContain('evil.test');
    expect(text).not.toContain('onload');
  });

  it('refuses a file whose bytes are not an image, or not the declared type (400 INVALID_FILE)', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'plan.png', 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().code).toBe('INVALID_FILE');
    const mismatch = await upload(PNG, 'plan.svg', 'image/svg+xml');
    expect(mismatch.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0), 'plan.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    const noFile = await ctx.app.inject({
      method: 'PUT',
      url: `/api/setup/floors/${floorId}/plan`,
      payload: {},
      headers: { authorization: staff },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('decodes the image header: junk after the PNG or JPEG signature, or an absurd size, is refused (issue 12)', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const junk = Buffer.concat([signature, Buffer.alloc(PLAN_MAX_BYTES - 100, 7)]);
    for (const [bytes, name, type] of [
      [junk, 'junk.png', 'image/png'],
      [Buffer.concat([PNG, Buffer.from('trailing junk')]), 'tail.png', 'image/png'],
      [tinyPng(20_000, 2), 'huge.png', 'image/png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]), 'junk.jpg', 'image/jpeg'],
      [tinyJpeg(0, 10), 'empty.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'INVALID_FILE', errors: { file: ['bad_image'] } });
    }
  });

  it('accepts only the one expected multipart field', async () => {
    const boundary = '----flexappboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/setup/floors/${floorId}/plan`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: staff },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_FILE', errors: { file: ['unexpected_field'] } });
  });

  it('refuses a file over the size limit (413)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PLAN_MAX_BYTES + 10)]);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('removes a plan, audited', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/setup/floors/${floorId}/plan`,
      headers: { authorization: staff },
    });
    expect(res.json().map).toBeNull();
    const actions = (await ctx.db.selectFrom('audit_log').select('action').execute()).map((a) => a.action);
    expect(actions.filter((a) => a === 'floor.plan_upload')).toHaveLength(3);
    expect(actions).toContain('floor.plan_remove');
  });
});
