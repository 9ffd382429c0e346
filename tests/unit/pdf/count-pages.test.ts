import { pageCountOf } from "@/lib/pdf/count-pages";

describe("pageCountOf: the page count pdfkit writes in the page tree", () => {
  it("reads /Count", () => {
    expect(pageCountOf(Buffer.from("%PDF-1.3\n1 0 obj\n<<\n/Type /Pages\n/Count 3\n/Kids [8 0 R 20 0 R 23 0 R]\n>>\nendobj"))).toBe(3);
  });

  it("says null, not 1, when it cannot tell", () => {
    expect(pageCountOf(Buffer.from("%PDF-1.7 compressed object streams"))).toBeNull();
  });
});
