import { route } from "@/lib/http/route";
import { checkCompanyNameEligibility } from "@/lib/profile/change-company-name";
import { companyNameEligibilitySchema } from "@/lib/profile/schemas";

// POST /api/user/check-company-name-eligibility - may the business name become {newCompanyName} now? → {canChange, reason, …}
export const POST = route({ requires: "user", schemas: { body: companyNameEligibilitySchema } }, async (_request, { user, body }) =>
  Response.json(await checkCompanyNameEligibility(user.id, body.newCompanyName)),
);
