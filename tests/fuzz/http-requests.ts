import fc from 'fast-check';
import type { RouteEntry } from '../../src/server/plugins/route-table';
import type { KnownIds } from './field-hints';
import { fieldHints } from './field-hints';
import {
  BAD_JSON_TEXTS,
  extraKey,
  HOSTILE_UUIDS,
  hostileString,
  hostileValue,
  WRONG_CONTENT_TYPES,
} from './hostile-values';
import { arbitraryFromJsonSchema, inputJsonSchema, type JsonSchema } from './json-schema-arbitrary';

/** One request as sent, with what was done to it, so a failure can be replayed by hand. */
export interface FuzzRequest {
  actor: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  variant: string;
  /** Spoiled in a way no route may accept: a 2xx answer is a finding too. */
  mustRefuse: boolean;
}

/** A request before it is turned into text: mutations work on these parts. */
interface Parts {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Path segments sent as they are (already percent-encoded, or deliberately not). */
  rawSegments: Record<string, string>;
  rawQuery?: string;
  payloadText?: string;
  contentType?: string;
  headers: Record<string, string>;
  variant: string;
  mustRefuse?: boolean;
}

/** The JSON type of a value, with whole numbers told apart as JSON Schema does. */
function jsonTypesOf(value: unknown): string[] {
  if (value === null) return ['null'];
  if (Array.isArray(value)) return ['array'];
  if (typeof value === 'number')
    return Number.isInteger(value) ? ['integer', 'number'] : ['number'];
  return [typeof value];
}

/** True when the value's JSON type is one the field's schema does not allow at all. */
export function wrongType(value: unknown, schema: JsonSchema | undefined): boolean {
  if (!schema?.type) return false;
  const allowed = Array.isArray(schema.type) ? schema.type : [schema.type];
  return !jsonTypesOf(value).some((type) => allowed.includes(type));
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it accepts lone surrogates. */
export function encodeText(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path segments a router or a uuid check must refuse cleanly. */
const hostileSegment = fc.oneof(
  hostileString.map(encodeText),
  fc.constantFrom(...HOSTILE_UUIDS).map(encodeText),
  fc.constantFrom(
    '%',
    '%zz',
    '%ED%A0%80',
    '%C0%AF',
    '%FF',
    '%00',
    '..',
    '%2e%2e',
    '%2F',
    'a'.repeat(2000),
  ),
);

/** Sets a key as an own, enumerable property even when it is `__proto__`. */
function withKey(target: unknown, key: string, value: unknown): unknown {
  const copy = target && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

function without(target: unknown, key: string): unknown {
  if (!target || typeof target !== 'object') return target;
  const { [key]: _dropped, ...rest } = target as Record<string, unknown>;
  return rest;
}

const propertyNames = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

function toText(value: unknown): string {
  if (Array.isArray(value)) return value.map(toText).join(',');
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function buildUrl(route: RouteEntry, parts: Parts): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name in parts.rawSegments ? parts.rawSegments[name]! : encodeText(toText(parts.params[name])),
  );
  if (parts.rawQuery !== undefined) return `${path}?${parts.rawQuery}`;
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    // A repeated key is how a query string sends an array where one value is expected.
    const values = Array.isArray(value) ? value : [value];
    for (const one of values) pairs.push(`${encodeText(key)}=${encodeText(toText(one))}`);
  }
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** Every way this route's request can be spoiled, each a function of a valid request. */
function mutations(
  route: RouteEntry,
  schemas: { params?: JsonSchema; query?: JsonSchema; body?: JsonSchema },
): Array<(parts: Parts) => fc.Arbitrary<Parts>> {
  const list: Array<(parts: Parts) => fc.Arbitrary<Parts>> = [];
  const paramNames = propertyNames(schemas.params);
  const queryNames = propertyNames(schemas.query);
  const bodyNames = propertyNames(schemas.body);
  const requiredBody = schemas.body?.required ?? [];
  const requiredQuery = schemas.query?.required ?? [];

  if (paramNames.length) {
    list.push((parts) =>
      fc.tuple(fc.constantFrom(...paramNames), hostileSegment).map(([name, segment]) => ({
        ...parts,
        rawSegments: { [name]: segment },
        variant: `path :${name} = ${segment.slice(0, 60)}`,
        mustRefuse: notAUuid(segment, schemas.params?.properties?.[name]),
      })),
    );
  }
  list.push((parts) =>
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...queryNames, 'extra'), extraKey),
        fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })),
      )
      .map(([name, value]) => ({
        ...parts,
        query: withKey(parts.query, name, value) as Record<string, unknown>,
        variant: `query ${name} = hostile`,
      })),
  );
  list.push((parts) =>
    fc
      .constantFrom(
        '&&==&',
        '%',
        'a[b]=1&a[c]=2',
        `q=${'%00'.repeat(100)}`,
        '__proto__[x]=1',
        'x'.repeat(5000),
      )
      .map((rawQuery) => ({ ...parts, rawQuery, variant: 'raw query string' })),
  );
  if (requiredQuery.length) {
    list.push((parts) =>
      fc.constantFrom(...requiredQuery).map((name) => ({
        ...parts,
        query: without(parts.query, name) as Record<string, unknown>,
        variant: `query ${name} missing`,
      })),
    );
  }
  if (schemas.body) {
    if (bodyNames.length) {
      list.push((parts) =>
        fc.tuple(fc.constantFrom(...bodyNames), hostileValue).map(([name, value]) => ({
          ...parts,
          body: withKey(parts.body, name, value),
          variant: `body.${name} = hostile`,
          mustRefuse: wrongType(value, schemas.body?.properties?.[name]),
        })),
      );
    }
    if (requiredBody.length) {
      list.push((parts) =>
        fc.constantFrom(...requiredBody).map((name) => ({
          ...parts,
          body: without(parts.body, name),
          variant: `body.${name} missing`,
          mustRefuse: true,
        })),
      );
    }
    list.push((parts) =>
      fc.tuple(extraKey, hostileValue).map(([name, value]) => ({
        ...parts,
        body: withKey(parts.body, name, value),
        variant: `extra body field ${name}`,
      })),
    );
    list.push((parts) =>
      hostileValue.map((body) => ({
        ...parts,
        body,
        variant: 'body replaced by a hostile value',
        mustRefuse: wrongType(body, schemas.body),
      })),
    );
    list.push((parts) =>
      fc.constantFrom(...WRONG_CONTENT_TYPES).map((contentType) => ({
        ...parts,
        contentType,
        variant: `content-type ${contentType}`,
        mustRefuse: !contentType.startsWith('application/json'),
      })),
    );
  }
  list.push((parts) =>
    fc.constantFrom(...BAD_JSON_TEXTS).map((payloadText) => ({
      ...parts,
      payloadText,
      variant: 'bad JSON text',
      mustRefuse: Boolean(schemas.body) && !isJson(payloadText),
    })),
  );
  list.push((parts) =>
    fc
      .record({
        authorization: fc.constantFrom(
          'Bearer ',
          'Bearer x.y.z',
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
          `Bearer ${'a'.repeat(10_000)}`,
          'Basic dXNlcjpwYXNz',
          'bearer',
        ),
        'idempotency-key': fc.constantFrom('', ' ', 'k'.repeat(10_000), 'ключ', '../x'),
      })
      .map((headers) => ({ ...parts, headers, variant: 'hostile headers' })),
  );
  if (route.method === 'GET' || route.method === 'DELETE') {
    list.push((parts) =>
      fc.jsonValue({ maxDepth: 2 }).map((body) => ({
        ...parts,
        body,
        variant: `a body on ${route.method}`,
      })),
    );
  }
  return list;
}

/**
 * Requests to one route: valid ones built from its own schemas (real ids substituted so they
 * get past the lookups) and, more often, the same requests with one thing spoiled.
 */
export function requestsFor(
  route: RouteEntry,
  known: KnownIds,
  tokens: Record<string, string | undefined>,
): fc.Arbitrary<FuzzRequest> {
  const routeSchema = route.schema as Record<string, unknown> | undefined;
  const schemas = {
    params: inputJsonSchema(routeSchema?.params),
    query: inputJsonSchema(routeSchema?.querystring),
    body: inputJsonSchema(routeSchema?.body),
  };
  const hint = fieldHints(route.url, known);
  const part = (schema: JsonSchema | undefined) =>
    schema ? arbitraryFromJsonSchema(schema, hint) : fc.constant(undefined);
  const valid: fc.Arbitrary<Parts> = fc
    .record({ params: part(schemas.params), query: part(schemas.query), body: part(schemas.body) })
    .map(({ params, query, body }) => ({
      params: (params ?? {}) as Record<string, unknown>,
      query: (query ?? {}) as Record<string, unknown>,
      body,
      rawSegments: {},
      headers: {},
      variant: 'valid',
    }));
  const spoilers = mutations(route, schemas);
  const parts = valid.chain((request) =>
    fc.oneof(
      { weight: spoilers.length, arbitrary: fc.constant(request) },
      ...spoilers.map((spoil) => ({ weight: 2, arbitrary: spoil(request) })),
    ),
  );
  return fc
    .tuple(parts, fc.constantFrom(...Object.keys(tokens)))
    .map(([request, actor]) => toRequest(route, request, actor, tokens[actor]));
}

function toRequest(
  route: RouteEntry,
  parts: Parts,
  actor: string,
  token: string | undefined,
): FuzzRequest {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  Object.assign(headers, parts.headers);
  let payload: string | undefined;
  if (parts.payloadText !== undefined) payload = parts.payloadText;
  else if (parts.body !== undefined) payload = JSON.stringify(parts.body);
  if (payload !== undefined) headers['content-type'] = parts.contentType ?? 'application/json';
  return {
    actor,
    method: route.method,
    url: buildUrl(route, parts),
    headers,
    ...(payload === undefined ? {} : { payload }),
    variant: parts.variant,
    mustRefuse: parts.mustRefuse ?? false,
  };
}

/** A path segment that cannot be the uuid its parameter declares. */
function notAUuid(segment: string, schema: JsonSchema | undefined): boolean {
  // An empty segment makes another URL (`/api/teams/` is the list), not a bad id.
  if (schema?.format !== 'uuid' || !schema.pattern || segment === '') return false;
  try {
    return !new RegExp(schema.pattern).test(decodeURIComponent(segment));
  } catch {
    return true;
  }
}

const clip = (text: string, max = 300) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;

/** The request in a form to read and replay: control characters escaped, long text cut. */
export function describeRequest(request: FuzzRequest): string {
  const lines = [
    `${request.method} ${clip(request.url)}`,
    `  as: ${request.actor}    variant: ${request.variant}${request.mustRefuse ? ' (must be refused)' : ''}`,
    `  headers: ${clip(JSON.stringify({ ...request.headers, authorization: request.headers.authorization ? '<token>' : undefined }))}`,
  ];
  if (request.payload !== undefined) lines.push(`  body: ${clip(JSON.stringify(request.payload))}`);
  return lines.join('\n');
}
