import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate.js';
import { optionalText, requiredText } from './common.js';
import { countedMessage, readMessage } from './messages.js';
import { z } from './zod.js';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? '';
const inWords = (message: string, locale: 'en' | 'ar') => {
  const { key, params } = readMessage(message);
  return translate(locale, key, params);
};

describe('length errors name the limit', () => {
  it('says "At most N characters" for a text past its limit, in both languages', () => {
    const message = firstMessage(requiredText('validation.nameRequired', 100), 'x'.repeat(101));
    expect(message).toBe('validation.atMostChars#100');
    expect(inWords(message, 'en')).toBe('At most 100 characters');
    expect(inWords(message, 'ar')).toBe('100 حرف على الأكثر');
    expect(inWords(firstMessage(optionalText(50), 'x'.repeat(51)), 'ar')).toBe('50 حرفًا على الأكثر');
    expect(inWords(firstMessage(optionalText(10), 'x'.repeat(11)), 'ar')).toBe('10 أحرف على الأكثر');
  });

  it('says "At least N" for a text, a number and a list below their limit', () => {
    expect(inWords(firstMessage(z.string().min(3), 'ab'), 'en')).toBe('At least 3 characters');
    expect(inWords(firstMessage(z.number().min(5), 2), 'en')).toBe('At least 5');
    expect(inWords(firstMessage(z.number().max(1000), 2000), 'ar')).toBe('1000 على الأكثر');
    expect(inWords(firstMessage(z.array(z.string()).max(5), ['a', 'b', 'c', 'd', 'e', 'f']), 'en')).toBe('At most 5 items');
  });

  it('keeps a schema’s own message, and asks for an empty text that must have one character', () => {
    expect(firstMessage(z.string().max(3, 'validation.userNameLength'), 'abcd')).toBe('validation.userNameLength');
    expect(firstMessage(z.string().min(1), '')).toBe('validation.required');
  });
});

describe('readMessage', () => {
  it('reads the key and its count, and a plain key as it is', () => {
    expect(readMessage(countedMessage('validation.atMostChars', 200))).toEqual({ key: 'validation.atMostChars', params: { count: 200 } });
    expect(readMessage('validation.phoneInvalid')).toEqual({ key: 'validation.phoneInvalid', params: {} });
  });
});
