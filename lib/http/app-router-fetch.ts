import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * For the pages without JavaScript (pages/): the app router of a hydrated page fetches a page's
 * data (an "RSC" request) to prefetch a link or to follow a redirect, e.g. a protected page sending
 * a signed-out visitor to /auth. These pages have no such data, and Next answered with their HTML,
 * which the router never reads: the request stayed open in the browser (a "network idle" wait never
 * ended). An empty 204 is read at once, and the router then loads the page in full, as it would
 * have anyway. Returns whether it answered; getServerSideProps then returns at once (Next renders
 * nothing for a response already sent). The proxy can't do this: Next strips the router's headers
 * from the requests it shows the proxy.
 */
export function answeredAppRouterFetch(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.headers.rsc !== "1") return false;
  res.statusCode = 204;
  res.setHeader("Vary", "rsc");
  res.setHeader("Cache-Control", "no-store");
  res.end();
  return true;
}
