// The browser entries' `init` (index.js over the whole module, rules/index.js over the rules
// module): loads the module once, safe to call more than once, and a failed load may be retried.
export function makeLoader(wasmInit, defaultUrl) {
  let loaded = false;
  let loading = null;
  /** Loads the engine; resolves when it is ready. Takes a URL, Response or bytes, else the module beside the entry. */
  function init(input) {
    if (loaded) return Promise.resolve();
    if (!loading) {
      loading = wasmInit({ module_or_path: input ?? defaultUrl }).then(
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
