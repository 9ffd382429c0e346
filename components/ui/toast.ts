import type { toast as sonnerToast } from "sonner";

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast>[0];
type Options = Parameters<SonnerToast>[1];

let sonner: Promise<SonnerToast> | undefined;
const loadSonner = () => (sonner ??= import("sonner").then((module) => module.toast));

/** Runs once sonner is loaded; calls keep their order (they all wait on the one import). */
function later(show: (toast: SonnerToast) => unknown): void {
  void loadSonner().then(show);
}

/**
 * sonner's `toast`, loaded with the first toast instead of with every signed-in page (11 KB
 * gzipped of the first load, issue #24). A toast is what an action answers, so the few
 * milliseconds of the import come after the click's request anyway. The viewport
 * (components/ui/app-toaster.tsx) loads beside the page and shows toasts made before it mounted,
 * as sonner keeps them in its store.
 */
export const toast = Object.assign((message: Message, options?: Options) => later((toast) => toast(message, options)), {
  success: (message: Message, options?: Options) => later((toast) => toast.success(message, options)),
  error: (message: Message, options?: Options) => later((toast) => toast.error(message, options)),
  info: (message: Message, options?: Options) => later((toast) => toast.info(message, options)),
  warning: (message: Message, options?: Options) => later((toast) => toast.warning(message, options)),
  dismiss: (id?: string | number) => later((toast) => toast.dismiss(id)),
});
