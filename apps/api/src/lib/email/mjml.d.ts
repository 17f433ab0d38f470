// mjml 5 ships no type declarations: the part of its API the e-mail layout uses.
declare module 'mjml' {
  /** One problem mjml found in a template (with `validationLevel: 'strict'` it throws instead). */
  export type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  /** Options of {@link mjml2html}. */
  export type MjmlOptions = { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; beautify?: boolean; keepComments?: boolean };
  /** Compiles MJML markup into e-mail HTML (mjml 5: asynchronous). */
  export default function mjml2html(markup: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
}
