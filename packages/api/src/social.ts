// Filled in by the social calls.
export {};
