import { publicAnswerResponse } from "@/lib/quotes/public-answer-response";

// POST /q/{token}/decline - the customer declines the quote; a browser gets 303 back to the page; expired or answered → 409, a wrong token → 404, too many → 429
export async function POST(request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> {
  return publicAnswerResponse(request, (await context.params).token ?? "", "declined");
}
