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
