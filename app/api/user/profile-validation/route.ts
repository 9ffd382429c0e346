import { route } from "@/lib/http/route";
import { validateProfile } from "@/lib/profile/validate-profile";

// GET /api/user/profile-validation - {isValid, missingFields, message}: can this user issue invoices?
export const GET = route({ requires: "user" }, async (_request, { user }) => Response.json(validateProfile(user)));
