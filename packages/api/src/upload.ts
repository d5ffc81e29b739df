// Filled in by the upload calls.
export {};
