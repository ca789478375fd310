/** Small helpers shared by the HTTP routes: the error reply and reading a field of a parsed body. */
import type { FastifyReply } from 'fastify';

/**
 * Sends `{"error": error}` (and any `extra` fields, such as the `field` an error names) with
 * `status`; returns the reply, so a handler can `return bad(…)`.
 */
export const bad = (
  reply: FastifyReply,
  status: number,
  error: string,
  extra: Readonly<Record<string, string | null>> = {},
): FastifyReply => reply.code(status).send({ error, ...extra });

/** The own property `name` of a parsed JSON body or query, or undefined (never an inherited one). */
export function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
}
