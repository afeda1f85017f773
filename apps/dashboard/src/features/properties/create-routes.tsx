// The create wizard and its success screen; each wizard step's parts load with it.
export { PropertyCreateScreen as PropertyCreateRoute } from './screens/PropertyCreateScreen';
export { PropertySuccessScreen as PropertySuccessRoute } from './screens/PropertySuccessScreen';
