// @reel/storage: the browser-local stores of spec 001 §9.
export {};
