import { TEXT_LIMITS } from '@staydesk/domain';
import { FormRow } from '@staydesk/ui';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useMessages } from '../../../i18n';
import { FormTextField } from '../../../lib/form-fields';
import { propertiesMessages } from '../messages';

/** The name of an address line in a form that keeps the address under `address`. */
const line = <T extends FieldValues>(field: 'street' | 'city' | 'zip') =>
  `address.${field}` as Path<T>;

/**
 * Street, then city and postcode: the address lines every property form asks for (the create
 * wizard and the temporary property modal), with the same labels and limits.
 */
export function AddressLineFields<T extends FieldValues, C, O extends FieldValues>({
  control,
}: {
  control: Control<T, C, O>;
}) {
  const m = useMessages(propertiesMessages);
  return (
    <>
      <FormTextField
        control={control}
        name={line<T>('street')}
        label={m.fields.street}
        maxLength={TEXT_LIMITS.addressLine}
      />
      <FormRow>
        <FormTextField
          control={control}
          name={line<T>('city')}
          label={m.fields.city}
          maxLength={TEXT_LIMITS.addressLine}
        />
        <FormTextField
          control={control}
          name={line<T>('zip')}
          label={m.fields.zip}
          maxLength={TEXT_LIMITS.code}
        />
      </FormRow>
    </>
  );
}
