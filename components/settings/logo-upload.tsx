"use client";

import { ImageIcon, Lock, Upload } from "lucide-react";
import { useRef, type ChangeEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicUser } from "@/lib/auth/public-user";
import { LOGO_ACCEPTED_TYPES, LOGO_MAX_BYTES, LOGO_MAX_SIDE, LOGO_MESSAGES, LOGO_MIN_SIDE } from "@/lib/profile/logo-rules";
import { useRemoveLogo, useUploadLogo } from "./use-logo";

const HINT = `PNG or JPG, up to 1MB, ${LOGO_MIN_SIDE}x${LOGO_MIN_SIDE} to ${LOGO_MAX_SIDE}x${LOGO_MAX_SIDE} px.`;

/**
 * Company logo (beta, Pro only). The browser's checks only save a round trip: the server decides the
 * type from the bytes and measures the image itself.
 */
export function LogoUpload({ user, onUpgrade }: { user: PublicUser; onUpgrade: () => void }) {
  return (
    <div className="space-y-3 rounded-lg border p-4">
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-medium">Company logo</h3>
        <Badge variant="outline">Beta</Badge>
        <Badge variant="pro">Pro</Badge>
      </div>
      {user.isPro ? (
        <ProLogoUpload user={user} />
      ) : (
        <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Lock className="size-4 shrink-0" aria-hidden />
            {LOGO_MESSAGES.proOnly.message}
          </p>
          <Button size="sm" onClick={onUpgrade}>
            Upgrade to Pro
          </Button>
        </div>
      )}
    </div>
  );
}

function ProLogoUpload({ user }: { user: PublicUser }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const logoUrl = user.logoData ? `data:${user.logoMimeType ?? "image/png"};base64,${user.logoData}` : null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.type && !(LOGO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
      toast.error(LOGO_MESSAGES.invalidType.message, { description: LOGO_MESSAGES.invalidType.details });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      toast.error(LOGO_MESSAGES.tooLarge.message, { description: LOGO_MESSAGES.tooLarge.details });
      return;
    }
    upload.mutate(file);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-background">
        {logoUrl ? (
          // A data URL of the user's own stored PNG: next/image would add nothing here.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={logoUrl} alt="Your company logo" className="max-h-full max-w-full object-contain" />
        ) : (
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="logo-file"
            type="file"
            accept={LOGO_ACCEPTED_TYPES.join(",")}
            className="sr-only"
            aria-label="Logo file"
            onChange={onFile}
          />
          <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden />
            {upload.isPending ? "Uploading..." : logoUrl ? "Replace Logo" : "Upload Logo"}
          </Button>
          {logoUrl && (
            <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {remove.isPending ? "Removing..." : "Remove Logo"}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">{HINT} Shown on your invoices.</p>
      </div>
    </div>
  );
}
