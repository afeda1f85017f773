// One list and one edit screen, written the way react-admin's documentation writes them
// (no guessers: they log code and add work the comparison should not carry). The list shows
// the columns Staydesk's companies list shows.
import {
  DataTable,
  DateField,
  Edit,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';

const COMPANY_TYPES = [
  { id: 'corporate', name: 'Corporate' },
  { id: 'insurance', name: 'Insurance' },
  { id: 'relocation', name: 'Relocation' },
  { id: 'travelManagement', name: 'Travel Management' },
  { id: 'contractor', name: 'Contractor' },
  { id: 'public', name: 'Public Sector' },
  { id: 'other', name: 'Other' },
];

export const CompanyList = () => (
  <List perPage={29} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="legalName" />
      <DataTable.Col source="type" />
      <DataTable.Col source="parentName" label="Parent" disableSort />
      <DataTable.Col source="createdAt" label="Created" field={DateField} />
    </DataTable>
  </List>
);

export const CompanyEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="legalName" />
      <TextInput source="registrationNumber" />
      <TextInput source="vatNumber" />
      <SelectInput source="type" choices={COMPANY_TYPES} validate={required()} />
    </SimpleForm>
  </Edit>
);
