// Module resolution hook for run.mjs: `k6` and `k6/<name>` resolve to the stand-ins in this folder.
const STAND_INS = new Set(['k6', 'k6/http', 'k6/crypto', 'k6/encoding']);

export async function resolve(specifier, context, nextResolve) {
  if (STAND_INS.has(specifier)) {
    const file = specifier === 'k6' ? 'k6.mjs' : `${specifier.slice('k6/'.length)}.mjs`;
    return { url: new URL(`./${file}`, import.meta.url).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
