/** A response whose body is JSON text that is already serialized (e.g. built by PostgreSQL). */
export function jsonTextResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "Content-Type": "application/json" } });
}
