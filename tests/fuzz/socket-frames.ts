import fc from 'fast-check';
import { clientMessageSchema } from '../../src/domain/contract/draft-room';
import { messageTypes } from '../../src/domain/socket-frames';

const CLIENT_MESSAGE_TYPES = messageTypes(clientMessageSchema);

import { deeplyNested, HOSTILE_STRINGS, hostileValue } from './hostile-values';

/** One frame a client sends to the draft room. */
export interface FuzzFrame {
  data: string | Buffer;
  binary: boolean;
}

/** The room's largest frame: bigger ones close the connection instead of being answered. */
export const MAX_FRAME_BYTES = 16_384;

/**
 * What the room must do with a frame, decided here rather than by the server's own reader:
 * anything that is not a JSON object with a text type, or a known type with a bad field, is
 * a BAD_MESSAGE; a well-formed message of a type the room does not know is ignored.
 */
export function expectationOf(frame: FuzzFrame): 'bad' | 'unknown' | 'message' {
  if (frame.binary) return 'bad';
  let raw: unknown;
  try {
    raw = JSON.parse(frame.data.toString());
  } catch {
    return 'bad';
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'bad';
  const type: unknown = Object.hasOwn(raw, 'type') ? (raw as { type: unknown }).type : undefined;
  if (typeof type !== 'string' || type.length < 1 || type.length > 64) return 'bad';
  if (!CLIENT_MESSAGE_TYPES.includes(type)) return 'unknown';
  return clientMessageSchema.safeParse(raw).success ? 'message' : 'bad';
}

const text = (data: string): FuzzFrame => ({ data, binary: false });
const json = (value: unknown) => text(JSON.stringify(value));

/** Types that are not text, including objects whose toString or valueOf is not a function. */
const HOSTILE_TYPE_FRAMES = [
  '{"type":{"toString":1}}',
  '{"type":{"valueOf":{}}}',
  '{"type":{"toString":"join","valueOf":"join"}}',
  '{"type":[]}',
  '{"type":["join"]}',
  '{"type":1}',
  '{"type":-0}',
  '{"type":1e999}',
  '{"type":null}',
  '{"type":true}',
  '{"type":""}',
  `{"type":"${'x'.repeat(65)}"}`,
  '{"type":"join","type":{"toString":1}}',
  '{"type":{"type":"join"}}',
];

const PROTOTYPE_FRAMES = [
  '{"__proto__":{"type":"join"}}',
  '{"__proto__":{"type":"startDraft"}}',
  '{"type":"chat","message":"hi","__proto__":{"isAdmin":true}}',
  '{"type":"startDraft","__proto__":{"userId":"x"},"constructor":{"prototype":{"role":"operator"}}}',
  '{"constructor":{"prototype":{"type":"join"}}}',
  '{"type":"__proto__"}',
  '{"type":"constructor"}',
  '{"type":"toString"}',
  '{"type":"hasOwnProperty"}',
];

const NOT_JSON = [
  '',
  '{',
  '{not json',
  'undefined',
  'NaN',
  '\u0000',
  '\uD800',
  "{'type':'join'}",
  '"join"',
  '1e999',
  '[',
  'null',
];

/** Frames just under the size limit: the parser and validator get real work. */
const NEAR_LIMIT_FRAMES = [
  json({ type: 'chat', message: 'x'.repeat(16_000) }),
  text(`${'['.repeat(8000)}${']'.repeat(8000)}`),
  json({ type: 'chat', message: deeplyNested(2000, 'object') }),
  json({ type: 'draftPlayer', player: 'p'.repeat(16_000), pickNo: 0 }),
  json({ type: 'join', token: 't'.repeat(16_000) }),
];

const smallHostile = hostileValue.filter(
  (value) => (JSON.stringify(value) ?? '').length < MAX_FRAME_BYTES - 200,
);

/** A known type with fields of every wrong kind (and now and then a right one). */
function knownTypeWithHostileFields(playerIds: string[]): fc.Arbitrary<FuzzFrame> {
  return fc
    .record(
      {
        type: fc.constantFrom(...CLIENT_MESSAGE_TYPES),
        token: fc.oneof(smallHostile, fc.string()),
        player: fc.oneof(smallHostile, fc.constantFrom(...playerIds)),
        pickNo: fc.oneof(smallHostile, fc.integer({ min: -2, max: 5 })),
        lot: fc.oneof(smallHostile, fc.integer({ min: -1, max: 3 })),
        amount: fc.oneof(smallHostile, fc.integer({ min: -1, max: 250 })),
        beats: fc.oneof(smallHostile, fc.integer({ min: -1, max: 250 })),
        message: fc.oneof(
          smallHostile,
          fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)),
        ),
        extra: smallHostile,
      },
      { requiredKeys: ['type'] },
    )
    .map(json);
}

/** Messages a real client sends; in a seated socket they reach the draft engine. */
function wellFormed(playerIds: string[]): fc.Arbitrary<FuzzFrame> {
  return fc.oneof(
    fc.constant(json({ type: 'startDraft' })),
    fc.constant(json({ type: 'endDraft' })),
    fc.string({ minLength: 1, maxLength: 40 }).map((message) => json({ type: 'chat', message })),
    fc
      .record({ player: fc.constantFrom(...playerIds), pickNo: fc.integer({ min: 0, max: 3 }) })
      .map(({ player, pickNo }) => json({ type: 'draftPlayer', player, pickNo })),
    fc.constant(json({ type: 'pauseDraft' })),
    fc.constant(json({ type: 'resumeDraft' })),
    fc
      .record({ player: fc.constantFrom(...playerIds), amount: fc.integer({ min: 0, max: 250 }) })
      .map(({ player, amount }) => json({ type: 'nominate', player, amount })),
    fc
      .record({
        lot: fc.integer({ min: 0, max: 3 }),
        amount: fc.integer({ min: 0, max: 250 }),
        beats: fc.integer({ min: 0, max: 250 }),
      })
      .map((bid) => json({ type: 'bid', ...bid })),
    fc
      .string({ minLength: 1, maxLength: 20 })
      .map((type) => json({ type, note: 'from a newer client' })),
  );
}

/** Any frame under the size limit: random, hostile, or well-formed. */
export function frameArbitrary(playerIds: string[]): fc.Arbitrary<FuzzFrame> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .jsonValue()
        .map(json)
        .filter((f) => f.data.length < MAX_FRAME_BYTES),
    },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TYPE_FRAMES).map(text) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_FRAMES).map(text) },
    { weight: 2, arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string()).map(text) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(Buffer.from('{"type":"startDraft"}')))
        .map((bytes) => ({ data: Buffer.from(bytes), binary: true })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...NEAR_LIMIT_FRAMES) },
    { weight: 4, arbitrary: knownTypeWithHostileFields(playerIds) },
    { weight: 3, arbitrary: wellFormed(playerIds) },
  );
}

/** The frame as a line of a failure report. */
export function describeFrame(frame: FuzzFrame): string {
  const shown = frame.binary ? `<binary ${frame.data.length} bytes>` : JSON.stringify(frame.data);
  return shown.length > 200 ? `${shown.slice(0, 200)}… (${frame.data.length} characters)` : shown;
}
