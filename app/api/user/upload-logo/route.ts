import { route } from "@/lib/http/route";
import { readLogoUpload } from "@/lib/profile/read-logo-upload";
import { logoNeedsPro, uploadLogo } from "@/lib/profile/upload-logo";

// POST /api/user/upload-logo - Pro only: multipart field "logo", PNG or JPEG by its bytes, ≤ 1 MB, 64–1024 px; stored as PNG
export const POST = route({ requires: "pro", proError: logoNeedsPro, allowMultipart: true }, async (request, { user }) => {
  const bytes = await readLogoUpload(request);
  return Response.json(await uploadLogo(user.id, bytes));
});
