import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRules } from './contract-form';

describe('contractRules: a form checked by the contract schema', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1, 'required').max(5, 'too_long'),
      days: z.number().int().min(1).max(365),
    })
    .strict();
  const rules = contractRules(
    schema,
    (v: { name: string; days: string }) => ({ name: v.name.trim(), days: v.days === '' ? Number.NaN : Number(v.days) }),
    (field, code) => `${field}:${code}`,
  );

  it('passes what the schema accepts, on the body the form sends', () => {
    expect(rules({ name: '  Ann ', days: '365' })).toEqual({});
  });

  it("names each refused field with the schema's code of its first problem", () => {
    expect(rules({ name: '   ', days: '' })).toEqual({ name: 'name:required', days: expect.stringMatching(/^days:/) });
    expect(rules({ name: 'Annabel', days: '366' })).toEqual({
      name: 'name:too_long',
      days: expect.stringMatching(/^days:/),
    });
    expect(rules({ name: 'Ann', days: '1.5' })).toEqual({ days: expect.stringMatching(/^days:/) });
  });
});
