"use client";

import { useMutation } from "@tanstack/react-query";
import { Download, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { apiRequest, errorMessage } from "@/lib/api-client/api-request";
import { useAdminUsers, usersQueryString, useRefreshAdmin, type AdminUser } from "./admin-queries";
import { formatDate } from "./format";
import { QueryState } from "./stat-card";

const SEARCH_DELAY_MS = 300;

/** Users: plan filter, search over e-mail and company, Export CSV, grant/revoke Pro, activate/deactivate. */
export function UsersTab() {
  const [plan, setPlan] = useState("all");
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const users = useAdminUsers(plan, search);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative sm:w-80">
          <Search className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            aria-label="Search users"
            placeholder="Search e-mail or company"
            className="pl-8"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <Select value={plan} onValueChange={setPlan}>
          <SelectTrigger aria-label="Plan filter" className="w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All plans</SelectItem>
            <SelectItem value="free">Free</SelectItem>
            <SelectItem value="pro">Pro</SelectItem>
          </SelectContent>
        </Select>
        <Button variant="outline" asChild className="sm:ml-auto">
          <a href={`/api/admin/users/export?${usersQueryString(plan, search)}`} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <QueryState isLoading={users.isLoading} error={users.error} />
      {users.data && (
        <div className="rounded-lg border bg-background">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>User</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead>Country</TableHead>
                <TableHead className="text-right">Invoices</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} className="py-8 text-center text-muted-foreground">
                    No users match
                  </TableCell>
                </TableRow>
              )}
              {users.data.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const refresh = useRefreshAdmin();
  const change = useMutation({
    mutationFn: async (body: { isPro: boolean } | { isActive: boolean }) =>
      (await apiRequest("PATCH", `/api/admin/users/${user.id}`, body)).json() as Promise<AdminUser>,
    onSuccess: async (updated, body) => {
      const what =
        "isPro" in body
          ? `${updated.email} is ${updated.isPro ? "Pro" : "Free"}`
          : `${updated.email} is ${updated.isActive ? "active" : "inactive"}`;
      // Revoking a grant leaves a paying Stripe subscriber Pro: say so rather than pretend.
      const note = "isPro" in body && updated.isPro !== body.isPro ? " (through their Stripe subscription)" : "";
      toast.success("User updated", { description: `${what}${note}` });
      await refresh();
    },
    onError: (error) => toast.error("Could not update the user", { description: errorMessage(error, "Please try again.") }),
  });
  return (
    <TableRow data-testid={`user-row-${user.email}`}>
      <TableCell>
        {/* Cut at a width of their own (a table cell ignores max-width); the title holds the whole text. */}
        <div className="max-w-64 truncate font-medium" title={user.email}>
          {user.email}
        </div>
        <div className="max-w-64 truncate text-xs text-muted-foreground" title={user.company ?? undefined}>
          {user.company || "No company"}
        </div>
      </TableCell>
      <TableCell>{user.isPro ? <Badge variant="pro">Pro</Badge> : <Badge variant="secondary">Free</Badge>}</TableCell>
      <TableCell>{user.country || "Unknown"}</TableCell>
      <TableCell className="text-right tabular-nums">{user.invoiceCount}</TableCell>
      <TableCell>{formatDate(user.createdAt)}</TableCell>
      <TableCell>{user.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="destructive">Inactive</Badge>}</TableCell>
      <TableCell className="space-x-2 text-right whitespace-nowrap">
        <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => change.mutate({ isPro: !user.isPro })}>
          {user.isPro ? "Revoke Pro" : "Grant Pro"}
        </Button>
        <Button
          size="sm"
          variant={user.isActive ? "destructive" : "outline"}
          disabled={change.isPending}
          onClick={() => change.mutate({ isActive: !user.isActive })}
        >
          {user.isActive ? "Deactivate" : "Activate"}
        </Button>
      </TableCell>
    </TableRow>
  );
}
