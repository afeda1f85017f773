// The shared texts as a bundle, for the descriptors of modules that use them (defined in index.ts
// beside the language loader, so French loads on demand like every other bundle).
export { coreMessages } from './index';
