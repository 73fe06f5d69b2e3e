/** A part of a language's catalogue (catalogue-parts.ts): its areas, as in en.json and ar.json. */
declare module 'virtual:messages/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
