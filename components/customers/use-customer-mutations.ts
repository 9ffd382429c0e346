"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import type { Customer } from "@/lib/customers/customer-select";
import type { CustomerData } from "@/lib/customers/schemas";
import { CUSTOMERS_KEY } from "./use-customers";

// SPEC section 8 names one failure text for saving a customer; an update failure uses it too.
const SAVE_FAILED = "Failed to create customer";
const DELETE_FAILED = "Failed to delete customer";

/** The customer count on the dashboard changes with the list, so both are refreshed. */
function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
    ]);
}

/** Creates a customer, or replaces the fields of `customerId` when given. */
export function useSaveCustomer(customerId: string | undefined) {
  const invalidate = useInvalidateCustomers();
  const isUpdate = customerId !== undefined;
  return useMutation({
    mutationFn: async (data: CustomerData): Promise<Customer> => {
      const response = isUpdate
        ? await apiRequest("PUT", `/api/customers/${encodeURIComponent(customerId)}`, data)
        : await apiRequest("POST", "/api/customers", data);
      return response.json();
    },
    onSuccess: async () => {
      toast.success(isUpdate ? "Customer updated successfully" : "Customer created successfully");
      await invalidate();
    },
    onError: (error) => {
      toast.error(SAVE_FAILED, { description: errorMessage(error, SAVE_FAILED) });
    },
  });
}

export function useDeleteCustomer() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: (customerId: string) => apiRequest("DELETE", `/api/customers/${encodeURIComponent(customerId)}`),
    onSuccess: async () => {
      toast.success("Customer deleted successfully");
      await invalidate();
    },
    onError: (error) => {
      toast.error(DELETE_FAILED, { description: errorMessage(error, DELETE_FAILED) });
    },
  });
}

const RECHECK_FAILED = "The VAT number could not be checked";

/** POST /api/customers/{id}/vat-check: asks VIES again (issue #29); the list shows the new answer. */
export function useRecheckVatNumber() {
  const invalidate = useInvalidateCustomers();
  return useMutation({
    mutationFn: async (customerId: string): Promise<{ status: string }> =>
      (await apiRequest("POST", `/api/customers/${encodeURIComponent(customerId)}/vat-check`)).json(),
    onSuccess: async ({ status }) => {
      if (status === "valid") toast.success("VIES confirms the VAT number");
      else if (status === "invalid") toast.error("VIES says the VAT number is not valid");
      else toast.warning("VIES could not answer: the number stays unverified and is checked again later");
      await invalidate();
    },
    onError: (error) => {
      toast.error(RECHECK_FAILED, { description: errorMessage(error, RECHECK_FAILED) });
    },
  });
}
