// mux.js ships no types; these name the one module the upload check reads, as far as it is used.
declare module 'mux.js/lib/tools/mp4-inspector' {
  /** A parsed box: its type, its size and the fields mux.js reads for that type. */
  export interface InspectedBox {
    type: string;
    size: number;
    boxes?: InspectedBox[];
    [field: string]: unknown;
  }
  export function inspect(bytes: Uint8Array): InspectedBox[];
  const inspector: { inspect: typeof inspect };
  export default inspector;
}
