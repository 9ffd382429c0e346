import { Download } from "lucide-react";
import { InvoiceSheet } from "@/components/demo/invoice-sheet";
import { SiteLink } from "@/components/marketing/site-link";
import { Button } from "@/components/ui/button";
import type { InvoiceView } from "@/lib/pdf/view/invoice-view";

type PublicDocumentShellProps = {
  /** The document's language: the page is read out in it. */
  language: string;
  /** "Invoice from", "Offert från"… */
  fromLabel: string;
  supplierName: string;
  pdfHref: string;
  downloadLabel: string;
  /** The invoice's download is the page's main button; a quote's main buttons are its answers. */
  downloadVariant?: "default" | "outline";
  sentWith: string;
  /** The document as its PDF prints it. */
  view: InvoiceView;
  /** What stands above the document: where it stands and what the customer can do. */
  children: React.ReactNode;
};

/**
 * The page a customer's link opens (/i/{token}, /q/{token}): the supplier and the PDF at the top,
 * the document's status and actions, the document itself, and the footer. No JavaScript: every
 * part here renders on the server ([0013](docs/decisions/0013-public-pages-without-javascript.md)).
 */
export function PublicDocumentShell({
  language,
  fromLabel,
  supplierName,
  pdfHref,
  downloadLabel,
  downloadVariant = "default",
  sentWith,
  view,
  children,
}: PublicDocumentShellProps) {
  return (
    <div lang={language} className="flex min-h-screen flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{fromLabel}</p>
            <h1 className="truncate text-lg font-semibold">{supplierName}</h1>
          </div>
          <Button asChild variant={downloadVariant}>
            {/* A download, not a page: a plain link, so Next doesn't try to route to it. */}
            <a href={pdfHref} download>
              <Download aria-hidden />
              {downloadLabel}
            </a>
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        {children}
        <div className="mt-6">
          <InvoiceSheet view={view} />
        </div>
      </main>
      <footer className="pb-8 text-center text-xs text-muted-foreground">
        {sentWith}{" "}
        <SiteLink href="/" className="font-medium underline-offset-4 hover:underline">
          InvoiceFlow
        </SiteLink>
      </footer>
    </div>
  );
}
