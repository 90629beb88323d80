import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { $ZodType } from 'zod/v4/core';

/**
 * A form validated by the contract's schema: the bounds and patterns the API checks are not typed again in the
 * form. `toBody` turns the form's values into the body the form sends; each field the schema refuses shows
 * `messageOf(field, code)`, `code` being the schema's message for its first problem (e.g. 'too_long').
 */
export function contractRules<V>(
  schema: $ZodType,
  toBody: (values: V) => object,
  messageOf: (field: string, code: string) => string,
): (values: V) => FormErrors {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values) =>
    Object.fromEntries(
      Object.entries(resolve(toBody(values) as Record<string, unknown>)).map(([field, code]) => [
        field,
        messageOf(field, String(code)),
      ]),
    );
}
