import type { z } from 'zod';

/** Between a message key and the number its `{{count}}` stands for: 'validation.atMostChars#100'. */
const COUNT_MARK = '#';

/** A message key carrying a number for its `{{count}}` (the limit a length error names). */
export const countedMessage = (key: string, count: number): string => `${key}${COUNT_MARK}${count}`;

/** A schema message as a catalogue key and its parameters: 'validation.atMostChars#100' is the key and { count: 100 }. */
export function readMessage(message: string): { key: string; params: { count?: number } } {
  const mark = message.lastIndexOf(COUNT_MARK);
  const count = mark > 0 ? Number(message.slice(mark + 1)) : Number.NaN;
  return Number.isFinite(count) ? { key: message.slice(0, mark), params: { count } } : { key: message, params: {} };
}

type TLimitIssue = { origin: string; maximum?: number | bigint; minimum?: number | bigint };
type TLimitKind = 'Chars' | 'Number' | 'Items';
const LIMIT_KINDS: Record<string, TLimitKind> = { string: 'Chars', number: 'Number', int: 'Number', array: 'Items', set: 'Items' };

/** "At most N characters" (or N, or N items) for a too_big issue, "At least …" for too_small; a date or a file keeps the generic words. */
function limitMessage(issue: TLimitIssue, side: 'atMost' | 'atLeast', generic: string): string {
  const kind = LIMIT_KINDS[issue.origin];
  const limit = side === 'atMost' ? issue.maximum : issue.minimum;
  if (!kind || limit === undefined) return generic;
  if (kind === 'Chars' && side === 'atLeast' && Number(limit) <= 1) return 'validation.required';
  return countedMessage(`validation.${side}${kind}`, Number(limit));
}

/**
 * Zod issues carry catalogue keys instead of English text, so the server and the web
 * translate them into the reader's language. A schema's own `error` wins over this map.
 */
export function zodMessageKey(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalidType';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    case 'too_big':
      return limitMessage(issue, 'atMost', 'validation.tooLong');
    case 'too_small':
      return limitMessage(issue, 'atLeast', 'validation.invalid');
    default:
      return 'validation.invalid';
  }
}
