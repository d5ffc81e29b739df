// The part of Google's IMA HTML5 SDK (google.ima) the IMA engine uses. Hand-written because the
// SDK has no npm package here and nothing else may be installed; names follow Google's reference.

export interface ImaAdError {
  getErrorCode(): number;
  getVastErrorCode(): number;
  getMessage(): string;
}

export interface ImaAdErrorEvent {
  getError(): ImaAdError;
}

export interface ImaAd {
  isSkippable?(): boolean;
}

export interface ImaAdEvent {
  type: string;
  getAd?(): ImaAd | null;
}

export interface ImaAdsManager {
  addEventListener(type: string, listener: (event: ImaAdEvent & ImaAdErrorEvent) => void): void;
  init(width: number, height: number, viewMode: string): void;
  start(): void;
  stop(): void;
  skip(): void;
  getAdSkippableState(): boolean;
  destroy(): void;
}

export interface ImaAdsManagerLoadedEvent {
  getAdsManager(content: HTMLVideoElement, settings?: object): ImaAdsManager;
}

export interface ImaAdDisplayContainer {
  initialize(): void;
  destroy(): void;
}

export interface ImaAdsLoader {
  addEventListener(type: string, listener: (event: ImaAdsManagerLoadedEvent & ImaAdErrorEvent) => void, useCapture?: boolean): void;
  removeEventListener(type: string, listener: (event: ImaAdsManagerLoadedEvent & ImaAdErrorEvent) => void, useCapture?: boolean): void;
  requestAds(request: ImaAdsRequest): void;
  contentComplete(): void;
  destroy(): void;
}

export interface ImaAdsRequest {
  adTagUrl: string;
  linearAdSlotWidth: number;
  linearAdSlotHeight: number;
  nonLinearAdSlotWidth: number;
  nonLinearAdSlotHeight: number;
  vastLoadTimeout: number;
  setAdWillAutoPlay(autoPlay: boolean): void;
  setAdWillPlayMuted(muted: boolean): void;
}

export interface ImaNamespace {
  AdDisplayContainer: new (container: HTMLElement, video?: HTMLVideoElement) => ImaAdDisplayContainer;
  AdsLoader: new (container: ImaAdDisplayContainer) => ImaAdsLoader;
  AdsRequest: new () => ImaAdsRequest;
  AdsRenderingSettings: new () => { restoreCustomPlaybackStateOnAdBreakComplete: boolean };
  AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: string } };
  AdErrorEvent: { Type: { AD_ERROR: string } };
  AdEvent: {
    Type: {
      LOADED: string;
      STARTED: string;
      COMPLETE: string;
      SKIPPED: string;
      ALL_ADS_COMPLETED: string;
      CONTENT_PAUSE_REQUESTED: string;
      CONTENT_RESUME_REQUESTED: string;
    };
  };
  ViewMode: { NORMAL: string };
  settings: { setNumRedirects(count: number): void };
}
