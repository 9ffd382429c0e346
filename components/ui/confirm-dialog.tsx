"use client";

import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DialogFooter,
  DialogHeader,
  dialogContentClassName,
  dialogDescriptionClassName,
  dialogOverlayClassName,
  dialogTitleClassName,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

type ConfirmDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; leave it out when the dialog is opened from elsewhere through `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** More text, or a field the user must fill, between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `isPending`. */
  pendingLabel: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** False keeps the confirm button disabled, e.g. until a confirmation word is typed. */
  canConfirm?: boolean;
  onConfirm: () => void;
  className?: string;
};

/**
 * Asks before a destructive action. A Radix AlertDialog: `role="alertdialog"`, focus starts on
 * Cancel, and a click outside does not dismiss it. Confirming does not close it by itself: the
 * caller closes it once the action succeeded, so a failure leaves the question on screen.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancel",
  isPending = false,
  canConfirm = true,
  onConfirm,
  className,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content data-slot="confirm-dialog" className={cn(dialogContentClassName, "sm:max-w-md", className)}>
          <DialogHeader>
            <AlertDialog.Title className={dialogTitleClassName}>{title}</AlertDialog.Title>
            <AlertDialog.Description className={dialogDescriptionClassName}>{description}</AlertDialog.Description>
          </DialogHeader>
          {children}
          <DialogFooter>
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" onClick={onConfirm} disabled={isPending || !canConfirm}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
