/**
 * A page's head (shared/page-heads.ts) written as HTML, for link
 * previewers and search engines that read the first answer and never run
 * script: title, description, canonical URL and Open Graph / Twitter card
 * tags.
 */
import { type PageHead, SITE_NAME } from '../../shared/page-heads.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Joined as text, not through new URL(): without PUBLIC_URL the origin comes
 * from the Host header, which may be anything; escaping makes it harmless.
 */
function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : origin + pathOrUrl;
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** The tags that replace the page-meta block of index.html. */
export function renderMetaTags(meta: PageHead, origin: string): string {
  const url = meta.path === null ? null : absolute(origin, meta.path);
  const image = meta.image === null ? null : absolute(origin, meta.image);
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    meta.indexed ? null : metaTag('name', 'robots', 'noindex'),
    url === null ? null : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    metaTag('property', 'og:site_name', SITE_NAME),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:title', meta.heading),
    metaTag('property', 'og:description', meta.description),
    url === null ? null : metaTag('property', 'og:url', url),
    image === null ? null : metaTag('property', 'og:image', image),
    metaTag('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
  ];
  return tags.filter((tag) => tag !== null).join('\n    ');
}
