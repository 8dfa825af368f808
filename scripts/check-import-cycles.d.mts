/** scripts/check-import-cycles.mjs: the import cycles under the given roots, as lines to print. */
export function findImportCycles(roots: string[]): string[]
