export function databaseTestFiles(root: string): string[];
