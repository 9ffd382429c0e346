import type { AppProps } from "next/app";
import { inter } from "@/lib/fonts/inter";
import "@/app/globals.css";

// next/font can't be used in _document: the font's variable and family sit on the page's wrapper.
export default function App({ Component, pageProps }: AppProps) {
  return (
    <div className={`${inter.variable} font-sans`}>
      <Component {...pageProps} />
    </div>
  );
}
