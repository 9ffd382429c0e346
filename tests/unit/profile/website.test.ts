import { normalizeWebsite } from "@/lib/profile/website";

describe("normalizeWebsite", () => {
  it.each([
    ["https://example.com", "https://example.com"],
    ["http://example.com/about?x=1", "http://example.com/about?x=1"],
    ["example.com", "https://example.com"],
    ["  www.example.co.uk/path ", "https://www.example.co.uk/path"],
    ["example.com:8080", "https://example.com:8080"],
  ])("accepts %s as %s", (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected);
  });

  it.each([
    "not a website",
    "javascript:alert(1)",
    "mailto:me@example.com",
    "ftp://example.com",
    "localhost",
    "https://",
    "http://exa mple.com",
  ])("refuses %s", (input) => {
    expect(normalizeWebsite(input)).toBeNull();
  });
});
