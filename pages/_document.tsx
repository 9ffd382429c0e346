import { Head, Html, Main, NextScript } from "next/document";

/** The document of the pages without JavaScript (components/marketing/static-page.tsx), as app/layout.tsx writes it. */
export default function Document() {
  return (
    // The theme is always light (SPEC section 1).
    <Html lang="en" className="light" style={{ colorScheme: "light" }}>
      <Head />
      <body className="min-h-screen bg-background text-foreground antialiased">
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
