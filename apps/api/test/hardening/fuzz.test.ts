import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStructure } from '../fixtures';
import { createTestContext, createUser, login, type TestContext } from '../helpers';
import { manualClock } from '../../src/lib/clock';

/** The app's clock: Monday 1 March 2027, 09:30 (a fixed instant, decision 100). */
const clock = manualClock('2027-03-01T09:30:00');

/**
 * Issue 12: a fuzz suite generated from the OpenAPI document at /api/docs. Every operation is called as a
 * visitor, an employee and staff with malformed JSON, wrong types, NUL bytes, 1 MB strings, impossible dates,
 * negative and huge ids and arrays for objects (fixed cases), then with fast-check values built from each
 * operation's own schemas (a bounded number of runs). No answer may be a 5xx, and every error must be JSON
 * with a stable `code`. Decision 121.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  $ref?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: Schema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
interface Op {
  method: string;
  path: string;
  params: Parameter[];
  body: Schema | null;
  multipart: boolean;
}

/** Operations a fuzzer must not call: the event stream never ends; logout would end the suite's own session. */
const SKIP = [/^\/api\/events/, /^\/api\/users\/logout/];
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

let ctx: TestContext;
const ops: Op[] = [];
const roles: Record<'visitor' | 'employee' | 'staff', string | undefined> = {
  visitor: undefined,
  employee: undefined,
  staff: undefined,
};

const NUL = 'a\u0000b';
const MB = 'x'.repeat(1024 * 1024 - 64);
const badIds = ['-1', '0', '2147483648', '9223372036854775808', '1e3', '0x10', '%201', 'abc', `${NUL}`, '1.5'];
const badStrings = [NUL, '2026-02-30', '99999-01-01', '0000-00-00', '25:61', '', ' ', '\uFFFF', '\uD800'];

function scalarsFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(
    fc.constantFrom(...badStrings, ...badIds, -1, 0, 2 ** 31, 2 ** 53 + 1, 1.5, -1e308, true, false, null),
    fc.string(),
    fc.integer(),
    fc.double({ noNaN: false }),
    fc.constant([]),
    fc.constant({}),
  );
  if (!schema) return wrong;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const right: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) right.push(fc.constantFrom(...schema.enum));
  if (types.includes('integer') || types.includes('number')) right.push(fc.integer({ min: -5, max: 100_000 }));
  if (types.includes('string')) right.push(fc.string({ maxLength: 40 }), fc.constantFrom('2026-11-23', '09:00'));
  if (types.includes('boolean')) right.push(fc.boolean());
  return right.length ? fc.oneof(wrong, ...right) : wrong;
}

/** Values shaped like the schema (objects with its properties, arrays of its items), wrong ones mixed in. */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return scalarsFor(schema);
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)));
  if (schema.properties) {
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, prop] of Object.entries(schema.properties)) shape[key] = valueFor(prop, depth + 1);
    return fc.oneof(fc.record(shape, { requiredKeys: [] }), scalarsFor(undefined));
  }
  if (schema.items)
    return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 }), scalarsFor(undefined));
  return scalarsFor(schema);
}

const queryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function pathOf(op: Op, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

async function call(
  app: FastifyInstance,
  op: Op,
  auth: string | undefined,
  req: { path: string; query?: Record<string, string>; body?: unknown; raw?: string },
) {
  const headers: Record<string, string> = {};
  if (auth) headers.authorization = auth;
  let payload: string | undefined;
  if (req.raw !== undefined) {
    payload = req.raw;
    headers['content-type'] = 'application/json';
  } else if (req.body !== undefined && !['GET', 'HEAD', 'DELETE'].includes(op.method)) {
    payload = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const qs = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  return app.inject({ method: op.method as 'GET', url: `${req.path}${qs}`, headers, payload });
}

function check(res: Awaited<ReturnType<typeof call>>, what: string) {
  expect(res.statusCode, `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    let body: { code?: unknown };
    try {
      body = res.json();
    } catch {
      throw new Error(`${what} -> ${res.statusCode}: not JSON: ${res.body.slice(0, 200)}`);
    }
    expect(typeof body.code, `${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBe('string');
  }
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  await createStructure(ctx.db);
  await createUser(ctx.db, { username: 'fuzz-staff', staff: true });
  await createUser(ctx.db, { username: 'fuzz-employee' });
  roles.staff = await login(ctx.app, 'fuzz-staff');
  roles.employee = await login(ctx.app, 'fuzz-employee');
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (SKIP.some((re) => re.test(path))) continue;
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        params: operation.parameters ?? [],
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
}, 120_000);
afterAll(() => ctx.close());

describe('OpenAPI-driven fuzzing: no 5xx, every error a JSON body with a code', () => {
  it('finds the operations in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(50);
  });

  it('answers fixed hostile inputs to every operation, for every role', async () => {
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path').map((p) => p.name);
      const queryParams = op.params.filter((p) => p.in === 'query').map((p) => p.name);
      for (const [role, auth] of Object.entries(roles)) {
        const what = (extra: string) => `${role} ${op.method} ${op.path} ${extra}`;
        // Staff pass every check; visitors and employees are refused early, so a few cases show that.
        const all = role === 'staff';
        for (const bad of badIds.slice(0, pathParams.length ? (all ? badIds.length : 3) : 1)) {
          const path = pathOf(op, Object.fromEntries(pathParams.map((n) => [n, bad])));
          check(await call(ctx.app, op, auth, { path, body: {} }), what(`path=${bad}`));
        }
        const path = pathOf(op, {});
        if (!all && op.method !== 'GET') {
          check(await call(ctx.app, op, auth, { path, raw: '{"broken":' }), what('malformed JSON'));
        }
        const queryValues = [NUL, '2026-02-30', '99999-01-01', '-1', '99999999999999999999', 'true'];
        for (const value of queryParams.length ? queryValues.slice(0, all ? 6 : 2) : []) {
          const query = Object.fromEntries(queryParams.map((n) => [n, value]));
          check(await call(ctx.app, op, auth, { path, query }), what(`query=${JSON.stringify(value)}`));
        }
        if (
          op.method !== 'GET' &&
          op.method !== 'DELETE' &&
          (all || op.path.includes('/public/') || op.path.includes('login'))
        ) {
          check(await call(ctx.app, op, auth, { path, raw: '{"broken":' }), what('malformed JSON'));
          check(await call(ctx.app, op, auth, { path, raw: '[]' }), what('array body'));
          check(await call(ctx.app, op, auth, { path, raw: '"text"' }), what('string body'));
          const props = Object.keys(op.body?.properties ?? {});
          const nul = Object.fromEntries(props.map((k) => [k, NUL]));
          check(await call(ctx.app, op, auth, { path, body: nul }), what('NUL in every field'));
          const arrays = Object.fromEntries(props.map((k) => [k, [{ id: 1 }]]));
          check(await call(ctx.app, op, auth, { path, body: arrays }), what('arrays for fields'));
          const dates = Object.fromEntries(props.map((k) => [k, '2026-02-30']));
          check(await call(ctx.app, op, auth, { path, body: dates }), what('impossible dates'));
          const huge = Object.fromEntries(props.map((k) => [k, 2 ** 53]));
          check(await call(ctx.app, op, auth, { path, body: huge }), what('huge numbers'));
          if (role === 'staff' && props.length) {
            const big = { [props[0]]: MB };
            check(await call(ctx.app, op, auth, { path, body: big }), what('1 MB string'));
          }
        }
      }
    }
  }, 300_000);

  it('answers fast-check values built from each operation schema, for every role', async () => {
    for (const op of ops) {
      const pathParams = op.params.filter((p) => p.in === 'path');
      const queryParams = op.params.filter((p) => p.in === 'query');
      const input = fc.record({
        role: fc.constantFrom(...(Object.keys(roles) as (keyof typeof roles)[])),
        path: fc.record(
          Object.fromEntries(
            pathParams.map((p) => [p.name, fc.oneof(fc.constantFrom(...badIds), fc.integer().map(String))]),
          ),
        ),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema).map(queryValue)])), {
          requiredKeys: [],
        }),
        body: op.body ? valueFor(op.body) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async (v) => {
          const res = await call(ctx.app, op, roles[v.role], {
            path: pathOf(op, v.path as Record<string, string>),
            query: v.query as Record<string, string>,
            body: v.body,
          });
          check(res, `${v.role} ${op.method} ${op.path} ${JSON.stringify(v).slice(0, 300)}`);
        }),
        { numRuns: RUNS, seed: 12, endOnFailure: true },
      );
    }
  }, 300_000);
});
