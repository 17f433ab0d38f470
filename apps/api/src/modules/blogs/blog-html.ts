import { Marked } from 'marked';
import { FilterXSS } from 'xss';

const allowed = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  blockquote: [],
  code: [],
  pre: [],
  hr: [],
  a: ['href', 'title'],
};

const filter = new FilterXSS({
  whiteList: allowed,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  onTagAttr: (tag, name, value) => {
    // only web and mail links; the library drops javascript: and data: already, this also drops relative tricks
    if (tag === 'a' && name === 'href' && !/^(https?:\/\/|mailto:|\/(?!\/))/i.test(value.trim())) return '';
    return undefined;
  },
});

/**
 * Sanitises a stored blog body to the small HTML subset the blog page renders (paragraphs,
 * h2 to h4, lists, strong/em, blockquote, http(s)/mailto/site-relative links). Every other tag is
 * removed (script and style with their content), every other attribute dropped.
 * Issue "The home page and the content pages" (sanitised HTML body).
 * @see docs/product/content.md ("Blog")
 */
export function sanitiseBlogHtml(html: string): string {
  return filter.process(html).trim();
}

/** Markdown as staff type it: GitHub's flavour, a single line break kept as a line break. */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/**
 * A blog body as staff wrote it, in Markdown (`## heading`, `**bold**`, `*italic*`, lists,
 * `> quote`, `[link](https://…)`, blank lines between paragraphs, a single line break kept), turned
 * into the sanitised HTML subset of {@link sanitiseBlogHtml}. Posts stored as HTML before Markdown
 * come out the same: HTML inside Markdown passes through to the sanitiser. A `# heading` becomes
 * plain text of its paragraph (the page's title is the only h1).
 * @see docs/product/content.md ("Blog")
 */
export function renderBlogMarkdown(source: string): string {
  return sanitiseBlogHtml(markdown.parse(source) as string);
}

/**
 * Plain-text summary of a blog body: tags removed, entities of the basic five decoded,
 * whitespace collapsed, cut at a word boundary to at most `max` characters (with an ellipsis).
 * @see docs/product/content.md ("Blog")
 */
export function excerptOf(html: string, max = 180): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
