import { userRoute } from "@/lib/api/route";

// GET /api/user - the signed-in user (never the password hash); 401 when signed out
export const GET = userRoute(async (_request, { user }) => {
  const { sessionId: _session, ...publicUser } = user;
  return Response.json(publicUser);
});
