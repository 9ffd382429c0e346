import { z } from "zod";
import { AppError } from "@/lib/errors";
import { pageQuerySchema } from "@/lib/http/paging";
import { route } from "@/lib/http/route";

// The route wrapper hands a handler its input parsed and typed (schemas.body, schemas.query), with
// the same 400s readJson and the list routes answered before. "nobody" routes: no session, no database.

const nameSchema = z.object({ name: z.string().min(1, "Name is required"), count: z.number().int().optional() });

const echoBody = route({ requires: "nobody", schemas: { body: nameSchema } }, async (_request, { body }) => {
  const name: string = body.name;
  // @ts-expect-error the body is typed by its schema: no such field
  void body.nickname;
  return Response.json({ name, count: body.count ?? null });
});

const echoQuery = route({ requires: "nobody", schemas: { query: pageQuerySchema } }, async (_request, { query, body }) => {
  const hasBody: undefined = body; // without a body schema there is no body
  return Response.json({ limit: query.limit, search: query.search, cursor: query.cursor, hasBody: hasBody ?? false });
});

const order: string[] = [];
const guarded = route(
  {
    requires: "nobody",
    before: () => {
      order.push("before");
      throw new AppError("rate_limited", "Too many attempts. Please try again later.");
    },
    schemas: { body: nameSchema },
  },
  async () => Response.json({}),
);

// Types only (never called: it needs a session): a schema built from the signed-in user, as
// POST /api/invoices builds its own with the tax label of the user's country.
export const byUser = route(
  { requires: "user", schemas: { body: (user) => z.object({ country: z.literal(user.country) }) } },
  async (_request, { body, user }) => Response.json({ same: body.country === user.country }),
);

const noInput = route({ requires: "nobody" }, async (_request, { body, query }) =>
  Response.json({ body: body ?? null, query: query ?? null }),
);

function call(handler: (request: Request) => Promise<Response>, path: string, body?: string): Promise<Response> {
  const init: RequestInit = body === undefined ? {} : { method: "POST", body, headers: { "content-type": "application/json" } };
  return handler(new Request(new URL(path, "http://localhost:3000"), init));
}

describe("route schemas", () => {
  it("hands the handler the parsed body", async () => {
    const response = await call(echoBody, "/api/x", JSON.stringify({ name: "Ada", count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Ada", count: 2 });
  });

  it("answers a body that fails its schema with every problem, the first as the message", async () => {
    const response = await call(echoBody, "/api/x", JSON.stringify({ name: "", count: 1.5 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Name is required",
      code: "validation",
      errors: ["Name is required", "Count must be a whole number"],
      fields: ["name", "count"],
    });
  });

  it("keeps readJson's answers for broken JSON and control characters", async () => {
    const broken = await call(echoBody, "/api/x", "{");
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe("The request body is not valid JSON");
    const control = await call(echoBody, "/api/x", JSON.stringify({ name: "A\u0000" }));
    expect(await control.json()).toEqual({
      message: "name contains a control character that is not allowed",
      code: "validation",
      errors: ["name contains a control character that is not allowed"],
      fields: ["name"],
    });
  });

  it("hands the handler the parsed query, the first of a repeated parameter counting", async () => {
    const response = await call(echoQuery, "/api/x?limit=5&limit=7&q=%20acme%20");
    expect(await response.json()).toEqual({ limit: 5, search: "acme", cursor: null, hasBody: false });
  });

  it("answers a query's first problem with its parameter, as the list routes did", async () => {
    const response = await call(echoQuery, "/api/x?limit=0&cursor=nonsense");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "limit must be a whole number from 1 to 200", code: "validation", fields: ["limit"] });
    const cursor = await call(echoQuery, "/api/x?cursor=nonsense");
    expect(await cursor.json()).toEqual({
      message: "cursor is not valid: use the link of the previous page",
      code: "validation",
      fields: ["cursor"],
    });
  });

  it("runs `before` ahead of the body, so what it guards answers whatever the body holds", async () => {
    const response = await call(guarded, "/api/x", "{ not json");
    expect(order).toEqual(["before"]);
    expect(response.status).toBe(429);
  });

  it("reads no input a route has no schema for", async () => {
    const response = await call(noInput, "/api/x?limit=0", JSON.stringify({ name: "ignored" }));
    expect(await response.json()).toEqual({ body: null, query: null });
  });
});
