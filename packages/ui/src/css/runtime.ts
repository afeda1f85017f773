// vanilla-extract's compiled `.css.ts` modules import these runtimes. Naming them in plain source
// lets Vite's dependency scanner pre-bundle them before tests start; found later, they force a
// browser reload that aborts the running test file.
import '@vanilla-extract/recipes/createRuntimeFn';
import '@vanilla-extract/sprinkles/createRuntimeSprinkles';
