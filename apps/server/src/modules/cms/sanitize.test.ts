import { describe, expect, it } from 'vitest';
import { sanitizeBody } from './sanitize.js';

const link = (href: string) => `<p><a href="${href}">Read more</a></p>`;

describe('links in a page or section body', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '&#106;avascript:alert(1)',
    'java&Tab;script:alert(1)',
    'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/&Tab;/evil.example',
    'http://example.com',
    'https://user:secret@evil.example',
    'mailto:someone@example.com',
  ])('lose the address %j and keep their text', (href) => {
    const body = sanitizeBody(link(href));
    expect(body).not.toContain('href');
    expect(body).toContain('Read more');
  });

  it.each(['https://wa.me/971501234567', '/Services', '/Workers?profession=1'])('keep the address %j', (href) => {
    expect(sanitizeBody(link(href))).toBe(link(href.replace(/&/g, '&amp;')));
  });

  it('keep rel="noopener noreferrer" on a link that opens a new tab', () => {
    expect(sanitizeBody('<a href="https://wa.me/971501234567" target="_blank">WhatsApp</a>')).toBe(
      '<a href="https://wa.me/971501234567" target="_blank" rel="noopener noreferrer">WhatsApp</a>',
    );
  });
});
