import { csvField, csvRecord, csvRecords } from "@/lib/admin/csv";

describe("csvField (RFC 4180, OWASP CSV injection)", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+46 70 123", "'+46 70 123"],
    ["-1", "'-1"],
    ["@cmd", "'@cmd"],
    ["\tindent", "'\tindent"],
    ["\rreturn", `"'\rreturn"`],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    // Full-width = + - @: some spreadsheets (Apple Numbers) normalise them into formulas.
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ["\uFF20cmd", "'\uFF20cmd"],
    ["a=b", "a=b"],
    // #26 finding 6: spreadsheets that split on semicolons.
    ["x;=cmd|' /C calc'!A0;", `"x;'=cmd|' /C calc'!A0;"`],
    ["a; +1;b", `"a;' +1;b"`],
    ["a;b", `"a;b"`],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it("leaves numbers and booleans alone, empties null", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("ends a record with CRLF", () => {
    expect(csvRecord(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
  });

  it("writes several records, each ending with CRLF", () => {
    expect(
      csvRecords([
        ["a", false],
        ["-x", -1],
      ]),
    ).toBe("a,false\r\n'-x,-1\r\n");
    expect(csvRecords([])).toBe("");
  });
});
