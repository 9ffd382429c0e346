"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { ListSearch } from "@/components/lists/list-search";
import { LoadMore } from "@/components/lists/load-more";
import { useDebouncedValue } from "@/components/lists/use-debounced-value";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client/api-request";
import type { Customer } from "@/lib/customers/customer-select";
import { CustomerCard } from "./customer-card";
import { CustomerFormDialog } from "./customer-form-dialog";
import { CustomersEmptyState } from "./customers-empty-state";
import { DeleteCustomerDialog } from "./delete-customer-dialog";
import { useAddCustomerParam } from "./use-add-customer-param";
import { useCustomerPages } from "./use-customers";

/**
 * A dialog's open flag and its subject kept apart: the subject stays while the closing animation
 * runs, so the title does not flip from "Edit" to "Add" on the way out.
 */
function useDialogSubject<T>() {
  const [state, setState] = useState<{ open: boolean; subject: T | null }>({ open: false, subject: null });
  return {
    ...state,
    show: (subject: T | null) => setState({ open: true, subject }),
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

export function CustomersView() {
  const [search, setSearch] = useState("");
  const pages = useCustomerPages(useDebouncedValue(search));
  const { rows: customers, isPending, error } = pages;
  const searching = search.trim() !== "";
  const formDialog = useDialogSubject<Customer>();
  const deleteDialog = useDialogSubject<Customer>();
  const clearAddParam = useAddCustomerParam(() => formDialog.show(null));
  const openAdd = () => formDialog.show(null);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Customers</h1>
          <p className="text-muted-foreground">The people and businesses you invoice.</p>
        </div>
        <Button onClick={openAdd}>
          <Plus aria-hidden />
          Add Customer
        </Button>
      </div>

      {(searching || customers.length > 0) && (
        <ListSearch label="Search customers" placeholder="Search by name or e-mail" value={search} onChange={setSearch} />
      )}

      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Loading customers" />
        </div>
      ) : error ? (
        <Alert variant="destructive">
          <AlertDescription>Could not load your customers: {errorMessage(error, "please try again.")}</AlertDescription>
        </Alert>
      ) : customers.length === 0 ? (
        searching ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No customers match “{search.trim()}”.</p>
        ) : (
          <CustomersEmptyState onAdd={openAdd} />
        )
      ) : (
        <div>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Customers">
            {customers.map((customer) => (
              <li key={customer.id} className="grid min-w-0">
                <CustomerCard customer={customer} onEdit={formDialog.show} onDelete={deleteDialog.show} />
              </li>
            ))}
          </ul>
          <LoadMore
            label="Load more customers"
            hasMore={pages.hasNextPage}
            isLoading={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
          />
        </div>
      )}

      <CustomerFormDialog
        open={formDialog.open}
        customer={formDialog.subject}
        onOpenChange={(open) => {
          formDialog.setOpen(open);
          if (!open) clearAddParam();
        }}
      />
      <DeleteCustomerDialog open={deleteDialog.open} customer={deleteDialog.subject} onOpenChange={deleteDialog.setOpen} />
    </div>
  );
}
