import { HelpScreen } from './screens/HelpScreen';

/** The route contract the shell lazy-loads (src/app/modules.ts). */
export function HelpRoute() {
  return <HelpScreen />;
}
