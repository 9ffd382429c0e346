"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client/api-request";
import { qrDrawing } from "@/lib/payments/epc-qr";
import { useTwoFactorActions, useTwoFactorStatus } from "./use-two-factor";

/**
 * Settings → Security: two-factor sign-in (issue #26). Off: "Set up" shows a QR code of the
 * otpauth:// URI (drawn like the EPC payment code) and the secret to type; the first code turns it on
 * and shows the ten recovery codes once. On: turning it off asks for the password and a code.
 */
export function SecurityCard() {
  const status = useTwoFactorStatus();
  const { setup, enable, disable } = useTwoFactorActions();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | undefined>();

  const onEnable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes: codes }) => {
        setRecoveryCodes(codes);
        setCode("");
        setup.reset();
        toast.success("Two-factor sign-in is on");
      },
      onError: (failure) => setError(errorMessage(failure, "Could not turn on two-factor sign-in")),
    });
  };
  const onDisable = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    disable.mutate(
      { password, code },
      {
        onSuccess: () => {
          setPassword("");
          setCode("");
          setRecoveryCodes(null);
          toast.success("Two-factor sign-in is off");
        },
        onError: (failure) => setError(errorMessage(failure, "Could not turn off two-factor sign-in")),
      },
    );
  };

  const enabled = status.data?.enabled ?? false;
  const pending = setup.data;
  return (
    <Card id="security">
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>
          Two-factor sign-in asks for a code from an authenticator app (Google Authenticator, 1Password, Authy…) after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {recoveryCodes ? (
          <Alert>
            <AlertTitle>Your recovery codes</AlertTitle>
            <AlertDescription>
              <p>Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</p>
              <ul className="mt-2 grid w-fit grid-cols-2 gap-x-8 gap-y-1 font-mono text-sm" aria-label="Recovery codes">
                {recoveryCodes.map((recoveryCode) => (
                  <li key={recoveryCode}>{recoveryCode}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        ) : null}
        {status.isLoading ? null : enabled ? (
          <form onSubmit={onDisable} className="space-y-3">
            <p className="text-sm">
              Two-factor sign-in is <strong>on</strong>. Recovery codes left: {status.data?.recoveryCodesLeft ?? 0}.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <Label htmlFor="two-factor-disable-password">Password</Label>
                <Input
                  id="two-factor-disable-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </div>
              <div className="space-y-1">
                <Label htmlFor="two-factor-disable-code">Code or recovery code</Label>
                <Input id="two-factor-disable-code" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              </div>
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" variant="outline" disabled={disable.isPending}>
              Turn off two-factor sign-in
            </Button>
          </form>
        ) : pending ? (
          <form onSubmit={onEnable} className="space-y-3">
            <p className="text-sm">Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
            <QrCode text={pending.otpauthUrl} />
            <p className="text-sm text-muted-foreground">
              Can&apos;t scan it? Type this key into the app: <code className="break-all font-mono text-foreground">{pending.secret}</code>
            </p>
            <div className="max-w-xs space-y-1">
              <Label htmlFor="two-factor-enable-code">Code from the app</Label>
              <Input
                id="two-factor-enable-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" disabled={enable.isPending}>
              Turn on
            </Button>
          </form>
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              Two-factor sign-in is <strong>off</strong>.
            </p>
            <Button
              type="button"
              onClick={() =>
                setup.mutate(undefined, {
                  onError: (failure) =>
                    toast.error("Could not start the setup", { description: errorMessage(failure, "Please try again.") }),
                })
              }
              disabled={setup.isPending}
            >
              Set up two-factor sign-in
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The otpauth:// URI as an SVG QR code (lib/payments/epc-qr.ts draws it, as for the payment code). */
function QrCode({ text }: { text: string }) {
  const { size, path } = qrDrawing(text);
  return (
    <svg
      role="img"
      aria-label="QR code for your authenticator app"
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded border bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
