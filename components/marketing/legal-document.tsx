import type { ReactNode } from "react";
import { PageIntro } from "./page-intro";

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal text (privacy policy, terms): title, a table of contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
      <PageIntro eyebrow="Legal" title={title}>
        {intro}
      </PageIntro>
      <nav aria-label="Contents" className="mt-12 rounded-xl border bg-muted/40 p-5">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-12 space-y-10">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
