import type { ModuleDescriptor } from '../lib/module';
import * as registry from './registry';

/** Every module registered in ./registry.ts (one export line each). */
export const MODULES: readonly ModuleDescriptor[] = Object.values(registry);
