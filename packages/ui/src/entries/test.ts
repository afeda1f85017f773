export type { UiTestProviderProps } from '../test/UiTestProvider';
export { UiTestProvider } from '../test/UiTestProvider';
