import type { z } from 'zod';

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
      return 'validation.tooLong';
    default:
      return 'validation.invalid';
  }
}
