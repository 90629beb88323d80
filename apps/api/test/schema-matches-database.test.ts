import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../src/lib/clock';
import { createTestContext, type TestContext } from './helpers';

// The table types in src/db/schema.ts against the database the migrations build (issue 34): a column added,
// renamed or dropped on one side only fails here, so the query builder's types cannot drift from the tables.
const schemaFile = path.join(import.meta.dirname, '../src/db/schema.ts');

/** Each table of the `Database` interface with the property names of its table interface. */
function declaredTables(): Map<string, string[]> {
  const source = ts.createSourceFile(schemaFile, readFileSync(schemaFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const propertiesOf = (decl: ts.InterfaceDeclaration) =>
    decl.members.filter(ts.isPropertySignature).map((member) => (member.name as ts.Identifier).text);
  const tables = new Map<string, string[]>();
  for (const member of interfaces.get('Database')!.members.filter(ts.isPropertySignature)) {
    const typeName = (member.type as ts.TypeReferenceNode).typeName.getText(source);
    const decl = interfaces.get(typeName);
    if (!decl) throw new Error(`schema.ts: no interface ${typeName} for table ${(member.name as ts.Identifier).text}`);
    tables.set((member.name as ts.Identifier).text, propertiesOf(decl).sort());
  }
  return tables;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: manualClock('2027-03-01T09:30:00') });
});
afterAll(async () => ctx?.close());

describe('db/schema.ts', () => {
  it('names every column of every table it declares, as the migrations made them', async () => {
    const inDatabase = new Map(
      (await ctx.db.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name).sort()]),
    );
    const declared = declaredTables();
    expect(declared.size).toBeGreaterThan(20);
    for (const [table, columns] of declared)
      expect({ table, columns: inDatabase.get(table) }).toEqual({ table, columns });
  });
});
