import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/**
 * The page's React root, made once. main.tsx imports this module as a start-up step of its own:
 * importing it evaluates react-dom, one of the larger pieces of the entry's code (issue #11).
 */
export function pageRoot(container: HTMLElement): Root {
  root ??= createRoot(container);
  return root;
}
