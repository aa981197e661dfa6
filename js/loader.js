// The browser entries' `init` (index.js over the games and the rules modules, rules/index.js over
// the rules module): loads the modules once, in parallel, safe to call more than once, and a
// failed load may be retried. `input` is the first module's; each of `also` ([init, url]) loads
// from the next argument, else its own url (a module whose glue another entry has loaded already
// is not loaded again).
export function makeLoader(wasmInit, defaultUrl, also = []) {
  let loaded = false;
  let loading = null;
  /** Loads the engine; resolves when it is ready. Takes a URL, Response or bytes, else the module beside the entry. */
  function init(input, ...alsoInputs) {
    if (loaded) return Promise.resolve();
    if (!loading) {
      loading = Promise.all([
        wasmInit({ module_or_path: input ?? defaultUrl }),
        ...also.map(([alsoInit, url], i) => alsoInit({ module_or_path: alsoInputs[i] ?? url })),
      ]).then(
        () => {
          loaded = true;
        },
        (e) => {
          loading = null;
          throw e;
        },
      );
    }
    return loading;
  }
  return { init, ready: () => loaded };
}
