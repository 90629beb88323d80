import { describe, expect, it } from 'vitest';
import en from '@/locales/en/my-dashboard.json';
import nl from '@/locales/nl/my-dashboard.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

describe('my-dashboard strings', () => {
  it('exist in English and Dutch alike', () => {
    expect(keys(nl as Tree).sort()).toEqual(keys(en as Tree).sort());
    for (const value of [...keys(en as Tree)]) expect(value).not.toBe('');
  });

  it('carry the spec message key questionnaires.no_data', () => {
    expect(en.questionnaires.no_data).toMatch(/\w/);
    expect(nl.questionnaires.no_data).toMatch(/\w/);
    expect(nl.questionnaires.no_data).not.toBe(en.questionnaires.no_data);
  });

  it('name every weekday of the filter (100 = all, 0-6)', () => {
    expect(Object.keys(en.my_dashboard.days).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', 'all']);
  });
});
