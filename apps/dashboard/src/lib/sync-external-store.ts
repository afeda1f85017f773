// SWR and react-aria's collections import `useSyncExternalStore` from the
// `use-sync-external-store/shim` package, written for React 17; its production build carries a
// fallback implementation and the check that picks it. React 19 has the hook itself: the
// production build resolves the shim to this module instead (vite.config.ts, `buildResolve`),
// −0.2 KiB gzip on the shell (issue #11).
export { useSyncExternalStore } from 'react';
