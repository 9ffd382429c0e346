import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { throwIfNotOk } from "./api-request";

/** GETs the query key joined by "/", with credentials (SPEC section 7). */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const response = await fetch(queryKey.join("/"), { credentials: "include" });
  await throwIfNotOk(response);
  return response.json();
};

/** No refetch on focus or interval, never stale, no retries (SPEC section 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
