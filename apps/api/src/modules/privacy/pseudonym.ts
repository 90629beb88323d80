/** How an erased person's traces are found and renamed (decision 245). */

export const pseudonymOf = (id: number) => `erased-${id}`;

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** A whole-word, case-insensitive PostgreSQL pattern for `needle`; `json`: as it appears inside JSON text. */
export function wordPattern(needle: string, json: boolean): string {
  const text = json ? JSON.stringify(needle).slice(1, -1) : needle;
  return `(?<![[:alnum:]_])${regexEscape(text)}(?![[:alnum:]_])`;
}

/**
 * The texts that name the person anywhere: username, e-mail, full name (each at least 3 characters), longest first:
 * a username that is also the first name must not turn "Quentin Smith" into "erased-7 Smith" before the full name
 * is replaced (decision 406).
 */
export function needlesOf(p: { username: string; email: string | null; first_name: string; last_name: string }) {
  return [p.username, p.email, `${p.first_name} ${p.last_name}`]
    .filter((n): n is string => !!n && n.trim().length >= 3)
    .filter((n, i, all) => all.indexOf(n) === i)
    .sort((a, b) => b.length - a.length);
}

/**
 * A JSON value with every string that equals one of `names.exact` (first or last name alone) or contains one
 * of `names.contains` (the needles) replaced by the pseudonym.
 */
export function scrubJson(value: unknown, names: { exact: string[]; contains: string[] }, pseudonym: string): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const hit =
      names.exact.some((n) => lower === n.toLowerCase()) || names.contains.some((n) => lower.includes(n.toLowerCase()));
    return hit ? pseudonym : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, names, pseudonym));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, names, pseudonym)]));
  return value;
}
