/** What is wrong with the site files in `dir` (its index.html, manifest and icons); empty when nothing is. */
export function checkSiteFiles(dir: string): string[];
