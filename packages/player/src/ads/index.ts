// Preroll adverts. Only light, engine-neutral code is exported statically: each
// engine is reached through loadAdEngine's dynamic import(), so vast-client and the IMA glue are
// chunks of their own, fetched only by pages that show adverts.
import type { ImaEngine, ImaEngineOptions } from './ima.js';
import type { AdEngine, AdEngineKind } from './types.js';
import type { VastEngineOptions } from './vast.js';

export type { AdEngine, AdEngineKind, AdError, AdMetrics, AdOutcome, AdStatsParams, AdStatus, PrerollRequest } from './types.js';
export type { TagSource } from './tags.js';
export type { Beacon } from './stats.js';
export { setupPreroll, toAdMetrics, type Preroll, type PrerollSetup } from './preroll.js';
export type { ImaEngine, ImaEngineOptions, VastEngineOptions };

export function loadAdEngine(kind: 'ima', options?: ImaEngineOptions): Promise<ImaEngine>;
export function loadAdEngine(kind: 'vast', options?: VastEngineOptions): Promise<AdEngine>;
export function loadAdEngine(kind: AdEngineKind, options?: ImaEngineOptions | VastEngineOptions): Promise<AdEngine>;
export async function loadAdEngine(kind: AdEngineKind, options: ImaEngineOptions & VastEngineOptions = {}): Promise<AdEngine> {
  if (kind === 'ima') return (await import('./ima.js')).createEngine(options);
  if (kind === 'vast') return (await import('./vast.js')).createEngine(options);
  throw new Error(`unknown ad engine: ${String(kind)}`);
}
