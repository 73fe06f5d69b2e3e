import { isSafeSiteLink } from '@app/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * What an editor may put in a page or section body: text structure, links, images from our own
 * media library. Scripts, event handlers, styles and foreign schemes are dropped on save; a link
 * keeps its address only when it is a page of this site or a full https:// address (isSafeSiteLink).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['dir', 'lang'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Images only from /media/ (the library); links lose an address that is not ours or https, and keep their target safe.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/media\/[a-f0-9]{32}\.webp$/.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: {
        ...(href !== undefined && isSafeSiteLink(href) ? { href } : {}),
        ...attribs,
        ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

export const sanitizeBody = (html: string) => sanitizeHtml(html, OPTIONS).trim();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text fields (titles, menu titles) keep no markup at all; the web escapes what it shows. */
export const plainText = (text: string) =>
  sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!)
    .trim();
