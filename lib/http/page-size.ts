/** Rows per page of the list routes (`?limit=`): the default, and the most one request may ask for. */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
