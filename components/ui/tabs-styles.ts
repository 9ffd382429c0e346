// The tabs' look, shared by the Radix tabs (./tabs.tsx) and tabs made of links on pages without
// JavaScript (components/auth/auth-tabs.tsx). Its own module: ./tabs.tsx is a client module, whose
// plain exports a server component would receive as client references, not strings.

export const TABS_LIST_CLASS = "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground";

/** Styles the selected tab by `data-state="active"`, which Radix sets and link tabs set themselves. */
export const TABS_TRIGGER_CLASS = [
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 transition-[color,box-shadow] outline-none",
  "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(" ");
