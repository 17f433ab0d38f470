/** The attribute that marks a drawn page as "not found" (the server then answers 404). */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/**
 * Marks the page being drawn as not found: search engines are told not to index it
 * (`<meta name="robots" content="noindex">`, hoisted into the head), and the server renderer
 * answers it with status 404 (apps/web/src/entry-server.tsx). Used by the 404 page and by the
 * 'Property not found' state of a listing. docs/product/seo.md, "Real status codes".
 */
export function NotFoundMark() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <span hidden data-not-found="" />
    </>
  );
}
