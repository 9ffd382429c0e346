import { pdfFilename } from "@/lib/pdf/pdf-filename";

describe("pdfFilename: the download name, safe inside a quoted Content-Disposition", () => {
  it.each([
    ["INV-1001", "invoice-INV-1001.pdf"],
    ["2026.07_a", "invoice-2026.07_a.pdf"],
    ['A/"7"; x', "invoice-A-7-x.pdf"], //              quote, slash, semicolon and space: one dash each run
    ["Öre 12", "invoice-Ore-12.pdf"], //                accents dropped, letters kept
    ["x\r\nContent-Type: text/html", "invoice-x-Content-Type-text-html.pdf"], // no header injection
    ["../../etc/passwd", "invoice-etc-passwd.pdf"], //  no path
    ['"""', "invoice-download.pdf"], //                  nothing left
    ["9".repeat(120), `invoice-${"9".repeat(80)}.pdf`], // bounded
  ])("%j → %s", (number, expected) => {
    expect(pdfFilename(number)).toBe(expected);
  });
});
