// Filled in by the account calls.
export {};
