import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver that checks the body the form would send with the API's own schema, so what
 * passes here is what the server accepts; `fieldLevel` puts the schema's messages on the
 * form's own fields. On success the values are the schema's output: the body to send.
 */
export function bodyResolver<
  Values extends FieldValues,
  Input extends FieldValues,
  Output extends FieldValues,
>(
  schema: z.ZodType<Output, Input>,
  toBody: (values: Values) => Input,
  fieldLevel: (errors: FieldErrors<Input>) => FieldErrors<Values>,
): Resolver<Values, unknown, Output> {
  const checkWithSchema = zodResolver(schema);
  return async (values, context, options) => {
    const result = await checkWithSchema(
      toBody(values),
      context,
      // The options name the form's fields; the schema's fields have the same names.
      options as unknown as ResolverOptions<Input>,
    );
    if (Object.keys(result.errors).length > 0) {
      return { values: {}, errors: fieldLevel(result.errors as FieldErrors<Input>) };
    }
    return { values: result.values as Output, errors: {} };
  };
}
