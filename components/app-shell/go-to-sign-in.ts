/**
 * /auth is a page without JavaScript in pages/ (pages/auth.tsx): the app router cannot render it in
 * place and would only ask for its data and then load it in full, so it is loaded in full at once,
 * which also leaves nothing of the signed-out user in memory.
 */
export function goToSignIn(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a pages-router page: a full load is what router.push would end in
  window.location.assign("/auth");
}
