/** Placeholder while the page is built (docs/product/builders.md). */
export default function Page() {
  return null;
}
