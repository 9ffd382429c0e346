import { escapeHtml } from "./escape-html";

/**
 * The HTML shell every mail shares: one centred column, inline styles only (mail clients drop
 * <style> blocks and external CSS), system fonts. `bodyHtml` must already be escaped.
 */
export function emailDocument({ lang, title, bodyHtml }: { lang: string; title: string; bodyHtml: string }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#18181b;">
<tr><td style="padding:32px;">
${bodyHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export const paragraph = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** Label/value rows: labels are escaped here, values must arrive as safe HTML. */
export function detailsTable(rows: Array<[label: string, valueHtml: string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#52525b;white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:600;">${value}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;">\n${cells}\n</table>`;
}
