// The floor a PDF render is compared with (issue #30): the same invoice as the Classic template
// with the Free watermark, drawn with pdfkit directly — the same fonts (Inter, parsed once: the
// fontkit objects the renderer uses, with their shaping cache), the same OpenType features, every
// glyph embedded as a subset, the streams compressed — and nothing else: no React, no style
// resolution, no flexbox layout, no line breaking but pdfkit's own for the paragraphs, no
// pagination. Positions are fixed by hand for a one-page invoice, close to Classic's.
import PDFKitDocument from "pdfkit";
import type { InvoiceView } from "@/lib/pdf/view/invoice-view";
import { watermarkFontSize } from "@/lib/pdf/sections/watermark";
import { TEXT_FEATURES } from "@/lib/pdf/theme";

type FontkitFont = { layout: (...args: unknown[]) => unknown };
type TextOptions = { lineBreak?: boolean; width?: number; features?: object; characterSpacing?: number };
/** The part of pdfkit's document this file draws with (pdfkit ships no types). */
interface Doc {
  page: { width: number; height: number };
  y: number;
  registerFont(name: string, font: FontkitFont): Doc;
  font(name: string): Doc;
  fontSize(size: number): Doc;
  fillColor(color: string): Doc;
  strokeColor(color: string): Doc;
  lineWidth(width: number): Doc;
  opacity(opacity: number): Doc;
  widthOfString(text: string, options?: TextOptions): number;
  text(text: string, x: number, y: number, options?: TextOptions): Doc;
  moveTo(x: number, y: number): Doc;
  lineTo(x: number, y: number): Doc;
  stroke(): Doc;
  rect(x: number, y: number, width: number, height: number): Doc;
  fill(color?: string): Doc;
  path(path: string): Doc;
  save(): Doc;
  restore(): Doc;
  translate(x: number, y: number): Doc;
  scale(factor: number): Doc;
  rotate(angle: number, options: { origin: [number, number] }): Doc;
  on(event: string, listener: (chunk: Buffer) => void): Doc;
  end(): void;
}
// pdfkit is the PDF writer react-pdf uses (the same version, @react-pdf/renderer's dependency).
const PDFDocument = PDFKitDocument as unknown as new (options: object) => Doc;
export type FloorFonts = Record<300 | 400 | 500 | 600 | 700, FontkitFont>;

const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#e5e7eb";
const LEFT = 48;
const TABULAR = { ...TEXT_FEATURES, tnum: true };

/** Inter's weights as react-pdf loaded them (after preparePdfFonts): parsed once per process. */
export async function loadFloorFonts(): Promise<FloorFonts> {
  const { Font } = await import("@react-pdf/renderer");
  const { preparePdfFonts } = await import("@/lib/pdf/fonts");
  await preparePdfFonts();
  const weights = [300, 400, 500, 600, 700] as const;
  const entries = await Promise.all(
    weights.map(async (fontWeight) => {
      await Font.load({ fontFamily: "Inter", fontWeight });
      return [fontWeight, Font.getFont({ fontFamily: "Inter", fontWeight })?.data as unknown as FontkitFont] as const;
    }),
  );
  return Object.fromEntries(entries) as FloorFonts;
}

export function renderFloorPdf(view: InvoiceView, fonts: FloorFonts): Promise<Buffer> {
  const doc = new PDFDocument({
    size: view.paperSize,
    margin: 0,
    font: null, // no Helvetica: nothing is drawn with it
    info: { Title: view.title, Author: view.supplier.name },
  });
  for (const [weight, font] of Object.entries(fonts)) doc.registerFont(`Inter-${weight}`, font);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  draw(doc, view);
  doc.end();
  return done;
}

type Style = { size: number; weight?: keyof FloorFonts; color?: string; spacing?: number; tabular?: boolean };

function text(doc: Doc, value: string, x: number, y: number, style: Style, align: "left" | "right" = "left") {
  doc
    .font(`Inter-${style.weight ?? 400}`)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  const options = { lineBreak: false, features: style.tabular ? TABULAR : TEXT_FEATURES, characterSpacing: style.spacing ?? 0 };
  const left = align === "right" ? x - doc.widthOfString(value, options) : x;
  doc.text(value, left, y, options);
}

function rule(doc: Doc, x1: number, x2: number, y: number, width = 0.75, color = RULE) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

function draw(doc: Doc, view: InvoiceView) {
  const { strings } = view;
  const right = doc.page.width - LEFT;
  const label = { size: 7.5, weight: 600, color: MUTED, spacing: 0.8 } as const;
  // Letterhead: supplier left, the word and the meta right.
  text(doc, view.supplier.name, LEFT, 40, { size: 15, weight: 700 });
  view.supplier.addressLines.forEach((line, i) => text(doc, line, LEFT, 62 + i * 12.8, { size: 9.5 }));
  text(doc, strings.invoice.toUpperCase(), right, 40, { size: 26, weight: 300, color: "#1e3a5f", spacing: 1.5 }, "right");
  const meta = [
    [strings.invoiceNumber, view.number],
    [strings.invoiceDate, view.invoiceDate],
    [strings.dueDate, view.dueDate],
  ];
  meta.forEach(([name, value], i) => {
    text(doc, name as string, right - 70, 78 + i * 12.8, { size: 9.5, color: MUTED }, "right");
    text(doc, value as string, right - 64, 78 + i * 12.8, { size: 9.5, weight: 500 });
  });
  // Parties.
  rule(doc, LEFT, right, 126);
  const partyY = 138;
  text(doc, strings.billTo.toUpperCase(), LEFT, partyY, label);
  text(doc, view.customer.name, LEFT, partyY + 14, { size: 11, weight: 600 });
  const customerLines = [...view.customer.addressLines, ...view.customer.details.map((d) => `${d.label}  ${d.value}`)];
  customerLines.forEach((line, i) => text(doc, line, LEFT, partyY + 30 + i * 12.8, { size: 9.5 }));
  const fromX = LEFT + (right - LEFT) * 0.58;
  text(doc, strings.from.toUpperCase(), fromX, partyY, label);
  view.supplier.details.forEach((d, i) => {
    text(doc, d.label, fromX, partyY + 14 + i * 12.8, { size: 9.5, color: MUTED });
    text(doc, d.value, fromX + 48, partyY + 14 + i * 12.8, { size: 9.5 });
  });
  // The items: a grey header band, one ruled row per line, amounts right-aligned in tabular figures.
  let y = partyY + 44 + Math.max(customerLines.length, view.supplier.details.length) * 12.8;
  doc.rect(LEFT, y, right - LEFT, 22).fill("#f3f4f6");
  const columns = [right - 8, right - 98, right - 148, right - 232];
  const header = { size: 7.5, weight: 600, color: "#4b5563", spacing: 0.6 } as const;
  text(doc, strings.description.toUpperCase(), LEFT + 8, y + 7, header);
  [strings.amount, view.taxColumn, strings.rate, strings.quantity].forEach((name, i) =>
    text(doc, name.toUpperCase(), columns[i]!, y + 7, header, "right"),
  );
  y += 22;
  for (const item of view.items) {
    text(doc, item.title, LEFT + 8, y + 6, { size: 9.5, weight: 500 });
    item.details.forEach((detail, i) => text(doc, detail, LEFT + 8, y + 19 + i * 11.5, { size: 8.5, color: MUTED }));
    [item.amount, item.taxRate, item.rate, item.quantity].forEach((value, i) =>
      text(doc, value, columns[i]!, y + 6, { size: 9.5, tabular: true }, "right"),
    );
    y += 25 + item.details.length * 11.5;
    rule(doc, LEFT, right, y);
  }
  // Payment details left, totals right.
  y += 14;
  const summaryX = right - (right - LEFT) * 0.46;
  const totals = [[strings.subtotal, view.totals.subtotal], ...(view.totals.tax ? [[view.totals.tax.label, view.totals.tax.value]] : [])];
  totals.forEach(([name, value], i) => {
    text(doc, name as string, summaryX + 8, y + i * 18, { size: 9.5, color: MUTED });
    text(doc, value as string, right - 8, y + i * 18, { size: 9.5, tabular: true }, "right");
  });
  const totalY = y + totals.length * 18 + 4;
  rule(doc, summaryX, right, totalY, 1.5, INK);
  text(doc, strings.total, summaryX + 8, totalY + 7, { size: 11, weight: 700 });
  text(doc, view.totals.total, right - 8, totalY + 7, { size: 11, weight: 700, tabular: true }, "right");
  if (view.payment) {
    text(doc, strings.paymentDetails.toUpperCase(), LEFT, y, label);
    let py = y + 14;
    if (view.payment.instructions) {
      doc.font("Inter-400").fontSize(9.5).fillColor(INK);
      doc.text(view.payment.instructions, LEFT, py, { width: summaryX - LEFT - 24, features: TEXT_FEATURES });
      py = doc.y + 4;
    }
    view.payment.rows.forEach((row, i) => {
      text(doc, row.label, LEFT, py + i * 12.8, { size: 9.5, color: MUTED });
      text(doc, row.value, LEFT + 80, py + i * 12.8, { size: 9.5 });
    });
    y = Math.max(py + view.payment.rows.length * 12.8, totalY + 24);
  }
  if (view.paymentQr)
    doc
      .save()
      .translate(LEFT, y + 6)
      .scale(80 / view.paymentQr.size)
      .path(view.paymentQr.path)
      .fill(INK)
      .restore();
  for (const [title, body] of [
    [strings.taxNote, view.taxNote],
    [strings.notes, view.notes],
  ] as const) {
    if (!body) continue;
    y = Math.max(y, doc.y) + 14;
    text(doc, title.toUpperCase(), LEFT, y, label);
    doc.font("Inter-400").fontSize(9.5).fillColor(INK);
    doc.text(body, LEFT, y + 14, { width: right - LEFT, features: TEXT_FEATURES });
  }
  // Footer, page number, and the watermark across the page.
  const footerY = doc.page.height - 40;
  rule(doc, LEFT, right, footerY - 8);
  text(doc, view.footer.join("\u00a0· "), LEFT, footerY, { size: 7.5, color: MUTED });
  text(doc, strings.pageOf(1, 1), right, footerY, { size: 7.5, color: MUTED }, "right");
  const mark = strings.watermark;
  doc
    .save()
    .rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] })
    .opacity(0.2);
  const size = watermarkFontSize(mark);
  doc.font("Inter-700").fontSize(size).fillColor("#9ca3af");
  const width = doc.widthOfString(mark, { features: TEXT_FEATURES });
  doc.text(mark, (doc.page.width - width) / 2, doc.page.height / 2 - size / 2, { lineBreak: false, features: TEXT_FEATURES });
  doc.restore();
}
