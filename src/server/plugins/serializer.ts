import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

/**
 * Answers are written by code compiled from each route's response schema: only the declared
 * fields leave the server, and a large answer is written faster than JSON.stringify writes it
 * (bench/serialize.ts). The Zod schema is turned into JSON Schema once, when the route is built.
 * Checking each answer against its schema (Zod's own serializer) costs twice the time; the
 * tests do it (BuildOptions.checkAnswers).
 */
export const responseSerializer: FastifySerializerCompiler<unknown> = ({ schema }) =>
  fastJson(
    (schema instanceof z.ZodType ? jsonSchemaOf(schema) : schema) as Parameters<typeof fastJson>[0],
  );

/** The writer of answers of `schema`, for JSON written ahead of the answer (a stored page). */
export const serializerFor = <Schema extends z.ZodType>(
  schema: Schema,
): ((value: z.output<Schema>) => string) =>
  fastJson(jsonSchemaOf(schema) as Parameters<typeof fastJson>[0]);

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' });

/** Answers JSON that is already written (see `serializerFor`), as the schema's writer would. */
export const sendJson = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json);
