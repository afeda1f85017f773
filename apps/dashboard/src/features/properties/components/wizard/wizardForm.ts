import { useFormContext } from 'react-hook-form';
import type { PropertyFormInput, PropertyFormOutput } from '../../api/property-form';

/** The wizard's one form, shared by every step (values survive moving between steps). */
export const useWizardForm = () => useFormContext<PropertyFormInput, unknown, PropertyFormOutput>();
