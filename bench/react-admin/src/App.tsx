// The App.tsx create-react-admin generates (its Layout, an authProvider and a dataProvider),
// with one resource: the companies list and edit screens.
import { Admin, Resource } from 'react-admin';
import { authProvider } from './authProvider';
import { CompanyEdit, CompanyList } from './companies';
import { dataProvider } from './dataProvider';
import { Layout } from './Layout';

export const App = () => (
  <Admin layout={Layout} dataProvider={dataProvider} authProvider={authProvider}>
    <Resource name="companies" list={CompanyList} edit={CompanyEdit} />
  </Admin>
);
