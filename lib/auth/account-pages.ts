/**
 * The paths of the account pages without JavaScript (pages/) and of the route handlers their forms
 * post to (app/auth/…/route.ts), named once for pages, handlers, mails and the proxy.
 */
export const SIGN_IN_PAGE = "/auth";
export const FORGOT_PASSWORD_PAGE = "/forgot-password";
export const RESET_PASSWORD_PAGE = "/reset-password";
export const TWO_FACTOR_PAGE = "/two-factor";

export const SIGN_IN_FORM_ACTION = "/auth/sign-in";
export const FORGOT_PASSWORD_FORM_ACTION = "/auth/forgot-password";
export const RESET_PASSWORD_FORM_ACTION = "/auth/reset-password";
export const TWO_FACTOR_FORM_ACTION = "/auth/two-factor";
export const DASHBOARD_PAGE = "/dashboard";
