import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isSafeSiteLink } from './links.js';
import { ZMenuItemInputSchema, ZSettingsInputSchema } from './schemas/cms/index.js';
import { ZSetInterviewSchema } from './schemas/order-transitions.js';

/** Addresses that run script, carry a document, or lead to another host while looking like one of ours. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'http://example.com',
  'https://',
  'https:///path',
  'https:evil.example',
  'https:/evil.example',
  'https://user:secret@evil.example',
  'https://example.com\\@evil.example',
  'https://exa mple.com',
  'ftp://example.com',
  'mailto:someone@example.com',
  'Workers',
  '',
];

describe('isSafeSiteLink', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(isSafeSiteLink(value)).toBe(false);
  });

  it.each(['/', '/Workers?profession=1', '/Services', '/Articles/hiring-a-nanny#costs', 'https://wa.me/971501234567', 'https://maps.google.com/?q=Al+Qusais'])(
    'accepts %j',
    (value) => {
      expect(isSafeSiteLink(value)).toBe(true);
    },
  );

  it('refuses a bare fragment: menus and bodies point to site pages', () => {
    expect(isSafeSiteLink('#section')).toBe(false);
  });
});

describe('isHttpsUrl', () => {
  it.each(['https://wa.me/971501234567', 'HTTPS://www.facebook.com/sakina', 'https://meet.sakina-workers.ae/interview?id=1'])('accepts %j', (value) => {
    expect(isHttpsUrl(value)).toBe(true);
  });

  it.each([...HOSTILE, '/Services', 'https://localhost', 'https://.', 'https://a..b'])('refuses %j', (value) => {
    expect(isHttpsUrl(value)).toBe(false);
  });
});

describe('link fields', () => {
  const menuItem = (url: string) => ZMenuItemInputSchema.safeParse({ titleEn: 'Offers', titleAr: 'العروض', url });
  const settings = (value: string) => ZSettingsInputSchema.safeParse({ facebookLink: value, 'mapUrl.en': value });
  const interview = (meetingLink: string | null) =>
    ZSetInterviewSchema.safeParse({
      action: 'setInterview',
      version: 1,
      interviewAt: '2026-12-01T10:00:00+04:00',
      interviewType: 'online',
      meetingLink,
      branchId: null,
    });
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

  it.each(HOSTILE.filter((value) => value.trim() !== '' && value.trim() !== 'https://'))('a menu item refuses %j', (value) => {
    expect(messages(menuItem(value))).toEqual(['validation.menuUrlInvalid']);
  });

  it.each(['/', '/Workers?profession=1', ' /Services ', 'https://wa.me/971501234567'])('a menu item accepts %j', (value) => {
    expect(menuItem(value).success).toBe(true);
  });

  it.each(HOSTILE.filter((value) => value.trim() !== ''))('a link setting refuses %j', (value) => {
    expect(messages(settings(value))).toEqual(['validation.httpsLinkInvalid', 'validation.httpsLinkInvalid']);
  });

  it('a link setting accepts a full https address, or nothing', () => {
    expect(settings('https://wa.me/971501234567').success).toBe(true);
    expect(settings('').success).toBe(true);
  });

  it.each(HOSTILE.filter((value) => value !== ''))('a meeting link refuses %j', (value) => {
    expect(messages(interview(value))).toContain('validation.meetingLinkInvalid');
  });

  it('a meeting link accepts a full https address', () => {
    expect(interview('https://meet.sakina-workers.ae/interview').success).toBe(true);
  });
});
