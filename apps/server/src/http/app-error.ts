/** A refusal the client can act on: an HTTP status and a catalogue key for its localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    /** The input field the refusal is about, reported in `errors` like a validation message. */
    readonly field?: string,
  ) {
    super(messageKey);
  }
}

/**
 * A refusal that names amounts of money: each is given in fils and written as the UI writes it, in
 * the reader's language ("AED 13,125", "13,125 درهم"), when the answer is localised.
 */
export class AppMoneyError extends AppError {
  constructor(
    statusCode: number,
    messageKey: string,
    readonly amountsFils: Record<string, number>,
    field?: string,
  ) {
    super(statusCode, messageKey, {}, field);
  }
}

/** A refusal about several fields at once (the rows of an imported file): each field's message key and its values, localised with the answer. */
export class AppFieldsError extends AppError {
  constructor(
    statusCode: number,
    messageKey: string,
    params: Record<string, string | number>,
    readonly fieldErrors: Record<string, { key: string; params?: Record<string, string | number> }>,
  ) {
    super(statusCode, messageKey, params);
  }
}
