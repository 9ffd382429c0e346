/**
 * The ten lines of the PDF benchmarks' n-th invoice: descriptions, quantities and rates (and so
 * every amount) differ from one invoice to the next, as on a real server, where the renderer's
 * memory of shaped texts helps with the labels and the issuer but not with every line.
 */
export function tenLines(n: number) {
  return Array.from({ length: 10 }, (_, index) => ({
    description: `Design and development, sprint ${n * 10 + index + 1}`,
    quantity: ((n + index) % 17) + 1,
    rate: `${100 + (n % 89)}.00`,
  }));
}
