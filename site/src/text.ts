// The site's one way to show text. Each area's strings live once, under dotted keys, in a typed
// catalogue (site/src/text/*.ts); the code that shows them imports that catalogue by value and calls
// `t(catalogue, key, info)`. A key the catalogue lacks is a type error, and a lazily loaded chunk
// brings the catalogues it names, so no page ever shows a raw key.

/** An area's strings under dotted keys; `{name}` marks a value filled in where the text is shown. */
export type Catalogue = Readonly<Record<string, string>>;

/** The keys of one catalogue. */
export type TextKey<C extends Catalogue> = keyof C & string;

/** The names under a key prefix: `KeyNames<typeof LIST_TEXT, 'sort.'>` is `'latest-updates' | 'longest' | …`. */
export type KeyNames<C extends Catalogue, P extends string> = NamesAfter<TextKey<C>, P>;
type NamesAfter<K, P extends string> = K extends `${P}${infer N}` ? N : never;

/** The values a text's `{name}` placeholders take. */
export type TextInfo = Readonly<Record<string, string | number>>;

/** The text of `key` in `catalogue`, with `{name}` placeholders filled from `info`. */
export function t<C extends Catalogue>(catalogue: C, key: TextKey<C>, info: TextInfo = {}): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in info ? String(info[name]) : whole));
}

/** Whether `catalogue` has a text under `key`, for keys built at run time from a code the server names. */
export function hasText<C extends Catalogue>(catalogue: C, key: string): key is TextKey<C> {
  return Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** The text of a key built at run time, from the first of `catalogues` that has it; null when none does. */
export function textIn(catalogues: readonly Catalogue[], key: string, info: TextInfo = {}): string | null {
  const catalogue = catalogues.find((c) => hasText(c, key));
  return catalogue ? t(catalogue, key, info) : null;
}
