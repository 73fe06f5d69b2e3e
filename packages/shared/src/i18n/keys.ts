import type en from './en.json';

type TPluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** Every key of a catalogue as a dotted path; a plural key also by its base name (`catalogue.showing`). */
type TKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? (K extends `${infer Base}${TPluralSuffix}` ? Base | K : K) : `${K}.${TKeys<T[K]>}`;
}[keyof T & string];

/** A key of the catalogues (en.json and ar.json hold the same keys): a typo does not compile. */
export type TMessageKey = TKeys<typeof en>;
