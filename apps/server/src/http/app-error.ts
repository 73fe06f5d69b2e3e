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
