import fastJson from 'fast-json-stringify';
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
    (schema instanceof z.ZodType
      ? z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' })
      : schema) as Parameters<typeof fastJson>[0],
  );
