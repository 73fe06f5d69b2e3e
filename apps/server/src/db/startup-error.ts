/** A reason not to start that the operator can act on: main prints its message alone and exits 1. */
export class DatabaseStartupError extends Error {}
