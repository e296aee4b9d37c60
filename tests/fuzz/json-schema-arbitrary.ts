import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that `z.toJSONSchema` writes for this app's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/**
 * Values a field name stands for that its JSON Schema cannot say: Zod transforms (a region
 * list, a roster slot) show up as plain strings, and a random uuid never names a real league.
 * Returning undefined leaves the field to its schema.
 */
export type FieldHint = (name: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

/** The request schema as a client sees it: input types, transforms and refinements dropped. */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
}

const LONGEST_GENERATED_TEXT = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: [1, 4, 7] });
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(
    minLength,
    Math.min(schema.maxLength ?? Infinity, LONGEST_GENERATED_TEXT),
  );
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  if (integer) {
    return fc.integer({
      min: min === undefined ? -1_000_000 : Math.ceil(min),
      max: max === undefined ? 1_000_000 : Math.floor(max),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function ofType(type: string, schema: JsonSchema, hint: FieldHint): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const items = schema.items ? arbitraryFromJsonSchema(schema.items, hint) : fc.jsonValue();
      return fc.array(items, {
        minLength,
        maxLength: Math.min(schema.maxItems ?? 5, minLength + 5),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          arbitraryFromJsonSchema(property, hint, name),
        ]),
      );
      // fc.record keeps most optional keys most of the time; a route's rarer shapes (one
      // optional field alone) are where its bugs hide, so every subset is as likely.
      const required = schema.required ?? [];
      const optional = Object.keys(model).filter((key) => !required.includes(key));
      return fc
        .subarray(optional)
        .chain((present) =>
          fc.record(Object.fromEntries([...required, ...present].map((key) => [key, model[key]!]))),
        );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values that the JSON Schema accepts (and, with the hints, that the Zod schema behind it
 * mostly accepts too). Optional fields come and go; a hinted field still gets a schema-only
 * value now and then, so the route's own validation is exercised as well.
 */
export function arbitraryFromJsonSchema(
  schema: JsonSchema,
  hint: FieldHint,
  name = '',
): fc.Arbitrary<unknown> {
  const hinted = name ? hint(name, schema) : undefined;
  const plain = plainArbitrary(schema, hint);
  return hinted
    ? fc.oneof({ weight: 5, arbitrary: hinted }, { weight: 1, arbitrary: plain })
    : plain;
}

function plainArbitrary(schema: JsonSchema, hint: FieldHint): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((one) => arbitraryFromJsonSchema(one, hint)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => ofType(type, schema, hint)));
  }
  return ofType(schema.type ?? 'any', schema, hint);
}
