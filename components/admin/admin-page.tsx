"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { CURRENT_USER_KEY, useCurrentUser } from "@/lib/api-client/use-current-user";
import type { PublicUser } from "@/lib/auth/public-user";
import { AdminCenter } from "./admin-center";
import { AdminSecondFactorNotice } from "./admin-second-factor-notice";
import { AdminSignInForm } from "./admin-sign-in-form";

/**
 * /admin: the sign-in form until the current user is an admin, then the control center. The
 * server read the session first (`initialUser`); the admin data calls run only for an admin
 * (SPEC section 6), and every one of them is checked again on the server.
 */
export function AdminPage({ initialUser, secondFactorNotice }: { initialUser: PublicUser | null; secondFactorNotice: string | null }) {
  const queryClient = useQueryClient();
  useState(() => {
    if (queryClient.getQueryData(CURRENT_USER_KEY) === undefined) queryClient.setQueryData(CURRENT_USER_KEY, initialUser);
    return true;
  });
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!user?.isAdmin) return <AdminSignInForm />;
  if (secondFactorNotice) return <AdminSecondFactorNotice message={secondFactorNotice} />;
  return <AdminCenter email={user.email} />;
}
