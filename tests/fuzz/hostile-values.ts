import fc from 'fast-check';

/** Longer than any text field allows, and past 100 KB so size checks come before work. */
export const HUGE_TEXT = 'x'.repeat(100_001);

/** Nesting no real request has: a parser or validator that recurses must not fall over. */
export function deeplyNested(levels: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const DEEP_ARRAY = deeplyNested(1000, 'array');
const DEEP_OBJECT = deeplyNested(1000, 'object');

/**
 * Text a database or a naive check chokes on: NUL (PostgreSQL refuses it in text), other
 * control characters, broken UTF-16, invisible-only names, numbers spelled as text.
 */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  HUGE_TEXT,
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\u001b[31m\u007f\u0085\u009b',
  'line\r\nbreak\ttab',
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\uDBFF',
  '\u200B\u200C\u200D\uFEFF',
  '\u00A0\u3000\u2028\u2029',
  '\u202Eevil',
  'e\u0301\u0301\u0301\u0301\u0301',
  '𝕏😀👩‍👩‍👧‍👦',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9007199254740993',
  '-1',
  '0x1F',
  '1.5',
  ' 1 ',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  // A log-injection probe, kept as literal text.
  ['$', '{jndi:ldap://x}'].join(''),
];

export const HOSTILE_NUMBERS = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  -0,
  -1,
  0,
  1.5,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
];

/** A uuid no row has, and ones a uuid check must refuse before any query. */
export const MISSING_UUID = '7b0e3f5c-2a4d-4c8e-9f1a-0d2b3c4d5e6f';
export const HOSTILE_UUIDS = [
  MISSING_UUID,
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  '7b0e3f5c-2a4d-4c8e-9f1a-0d2b3c4d5e6',
  '7b0e3f5c2a4d4c8e9f1a0d2b3c4d5e6f',
  '{7b0e3f5c-2a4d-4c8e-9f1a-0d2b3c4d5e6f}',
  '7b0e3f5c-2a4d-4c8e-9f1a-0d2b3c4d5e6f\u0000',
  ' 7b0e3f5c-2a4d-4c8e-9f1a-0d2b3c4d5e6f',
  '-1',
  '0',
];

/** Values of the wrong shape wherever a scalar is expected. */
const HOSTILE_SHAPES: unknown[] = [
  null,
  true,
  false,
  [],
  ['a', 'b'],
  [1],
  {},
  { a: 1 },
  { toString: 1 },
  { valueOf: {} },
  JSON.parse('{"__proto__":{"isAdmin":true}}'),
  DEEP_ARRAY,
  DEEP_OBJECT,
];

export const hostileString = fc.constantFrom(...HOSTILE_STRINGS);

/** Any one hostile JSON value: wrong type, odd text, extreme number, deep structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_UUIDS),
  fc.constantFrom(...HOSTILE_SHAPES),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys that reach an object's prototype when code copies fields carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
export const extraKey = fc.constantFrom(
  ...PROTOTYPE_KEYS,
  'extra',
  'role',
  'isAdmin',
  'userId',
  'id',
  '',
);

/** Body texts that are not the JSON they claim to be, or not JSON at all. */
export const BAD_JSON_TEXTS = [
  '',
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\u0000"}',
  '[',
  '['.repeat(10_000),
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1}{"a":2}',
  '\uFEFF{}',
  `"${'x'.repeat(1_100_000)}"`,
];

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  '*/*',
  'application/octet-stream',
];
