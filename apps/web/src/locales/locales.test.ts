import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Tree } from './merge';

const here = path.dirname(new URL(import.meta.url).pathname);
const files = (lang: string) =>
  readdirSync(path.join(here, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(here, lang, file), 'utf8')) as Tree;
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );
const keys = (tree: Tree) => entries(tree).map(([key]) => key);
/** The files each catalogue part globs (locales/<lang>/app.ts and dashboard.ts). */
const partFiles = (lang: string, part: string) => {
  const source = readFileSync(path.join(here, lang, `${part}.ts`), 'utf8');
  const names = /\.\/\{([^}]+)\}\.json/.exec(source)?.[1] ?? '';
  return names.split(',').map((n) => `${n.trim()}.json`);
};

describe('locale files', () => {
  it('say the same things in English and Dutch, none of them empty', () => {
    expect(files('nl')).toEqual(files('en'));
    for (const file of files('en')) {
      expect(keys(read('nl', file)).sort(), file).toEqual(keys(read('en', file)).sort());
      for (const lang of ['en', 'nl'])
        for (const [key, text] of entries(read(lang, file))) expect(text, `${lang}/${file}: ${key}`).toMatch(/\S/);
    }
  });

  it('each belong to exactly one catalogue part, so none is left out of the app', () => {
    for (const lang of ['en', 'nl']) {
      const inParts = [...partFiles(lang, 'app'), ...partFiles(lang, 'dashboard')].sort();
      expect(inParts).toEqual(files(lang));
    }
  });
});
