import { type RawBuilder, sql } from 'kysely';

/**
 * Many rows as one JSON parameter, from each row's own JSON text (`JSON.stringify(row)`, made by the
 * caller a slice at a time: live/in-turns), for `insert … select … from json_to_recordset(${jsonRows(…)})
 * as x(col type, …)` or `json_array_elements(…)`. The sweep writes thousands of rows at once in the
 * process that also answers requests: joining ready JSON texts holds the event loop far less than
 * node-postgres' escaping of one text array a column (decision 033). NUL
 * cannot be stored in PostgreSQL text either way; inputs refuse it.
 */
export const jsonRows = (rowJsons: readonly string[]): RawBuilder<unknown> => sql`${`[${rowJsons.join(',')}]`}::json`;
