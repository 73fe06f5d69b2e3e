/** A refusal the client can act on: an HTTP status and a catalogue key for its localised message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}
