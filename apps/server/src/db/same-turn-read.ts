/**
 * One read shared by everyone who asks for it in the same turn of the event loop. It is sent after
 * the last of them asked, so none is answered with data older than its own asking: a write that
 * committed before a request arrived is seen. On PGlite a small read costs about as much as the rest
 * of a cheap request, and visitors arrive together.
 */
export function sameTurnRead<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        pending = undefined;
        read().then(resolve, reject);
      });
    }));
}
