// <reel-player>: createPlayer as a custom element, for pages and frameworks without React (plain
// HTML, Vue, Svelte, Angular). The markup gives the options (attributes.ts), the properties and
// methods mirror the player's, and the player's events are dispatched on the element as
// CustomEvents of the same names (events.ts), so `addEventListener('play', …)`, Vue's `@play` and
// Svelte's `on:play` need no wrapper. No shadow root: the player's stylesheet (injected, or the
// page's link to styles.css) styles it like any other player on the page.
import { createPlayer } from '../player.js';
import type { Player, QualityChoice } from '../playerTypes.js';
import type { PlayerState } from '../core/state.js';
import { LIVE_ATTRIBUTES, REBUILD_ATTRIBUTES, optionsOf } from './attributes.js';
import { ELEMENT_EVENTS } from './events.js';

// A server or a test runner without a DOM can still import the module: the class is only defined
// where custom elements exist.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

export class ReelPlayerElement extends Base {
  static readonly observedAttributes = [...REBUILD_ATTRIBUTES, ...LIVE_ATTRIBUTES];

  #player: Player | null = null;

  /** The core player, or null while the element is not in the page or has nothing to play. */
  get player(): Player | null {
    return this.#player;
  }

  /** The live player's `ready`; false when there is none. */
  get ready(): Promise<boolean> {
    return this.#player?.ready ?? Promise.resolve(false);
  }

  connectedCallback(): void {
    // A custom element is inline by default; the player needs a box. A page's own display wins.
    if (getComputedStyle(this).display === 'inline') this.style.display = 'block';
    if (!this.#player) this.load();
  }

  disconnectedCallback(): void {
    // Moving the element within the page disconnects and connects it in one task: keep its player.
    queueMicrotask(() => {
      if (!this.isConnected) this.#destroy();
    });
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value || !this.isConnected) return;
    const player = this.#player;
    if (name === 'muted' && player) return value === null ? player.unmute() : player.mute();
    if (name === 'loop' && player) return player.setLoop(value !== null);
    if ((REBUILD_ATTRIBUTES as readonly string[]).includes(name)) this.load();
  }

  /** Makes the player again from the attributes and children (after a change of <source> children). */
  load(): void {
    this.#destroy();
    const options = optionsOf(this);
    if (!options.sources?.length) return;
    const player = createPlayer(this, options);
    this.#player = player;
    for (const name of ELEMENT_EVENTS) player.on(name, (detail) => this.dispatchEvent(new CustomEvent(name, { detail })));
  }

  #destroy(): void {
    this.#player?.destroy();
    this.#player = null;
  }

  play(): Promise<void> {
    return this.#player?.play() ?? Promise.resolve();
  }

  pause(): void {
    this.#player?.pause();
  }

  enterFullscreen(): Promise<void> {
    return this.#player?.enterFullscreen() ?? Promise.resolve();
  }

  setQuality(quality: QualityChoice): Promise<void> {
    return this.#player?.setQuality(quality) ?? Promise.resolve();
  }

  setCaptions(srclang: string | null): void {
    this.#player?.setCaptions(srclang);
  }

  get src(): string {
    return this.getAttribute('src') ?? '';
  }
  set src(value: string) {
    this.setAttribute('src', value);
  }

  get currentTime(): number {
    return this.#player?.getCurrentTime() ?? 0;
  }
  set currentTime(seconds: number) {
    this.#player?.seek(seconds);
  }

  get duration(): number {
    return this.#player?.getDuration() ?? 0;
  }

  get paused(): boolean {
    return this.#player?.isPaused() ?? true;
  }

  /** 'idle', 'buffering', 'playing', 'paused' or 'complete'. */
  get state(): PlayerState {
    return this.#player?.getState() ?? 'idle';
  }

  get volume(): number {
    return this.#player?.getVolume() ?? 1;
  }
  set volume(value: number) {
    this.#player?.setVolume(value);
  }

  /** Whether the sound is off; setting it mutes or unmutes the live player (the attribute is the start value). */
  get muted(): boolean {
    return this.#player?.isMuted() ?? this.hasAttribute('muted');
  }
  set muted(value: boolean) {
    if (!this.#player) this.toggleAttribute('muted', value);
    else if (value) this.#player.mute();
    else this.#player.unmute();
  }

  get loop(): boolean {
    return this.hasAttribute('loop');
  }
  set loop(value: boolean) {
    this.toggleAttribute('loop', value);
  }

  get playbackRate(): number {
    return this.#player?.getPlaybackRate() ?? 1;
  }
  set playbackRate(rate: number) {
    this.#player?.setPlaybackRate(rate);
  }
}
