import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandlordCard } from '../../index';

const meta = {
  title: 'Components/LandlordCard',
  component: LandlordCard,
  args: {
    href: '/dashboard/landlords/list/l-42',
    landlord: {
      name: 'Wendy Mwangi',
      company: { name: 'Harbour Lets', url: 'https://harbourlets.example' },
      emailAddresses: [{ email: 'wendy@harbourlets.example' }, { email: 'old@mail.example' }],
      phoneNumbers: [{ phone: '+44 7700 900123' }, { phone: '+44 7700 900999' }],
      trafficLightSystem: 'green',
    },
  },
} satisfies Meta<typeof LandlordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Wendy Mwangi' })).toBeVisible();
    await expect(canvas.getByText('Harbour Lets')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'wendy@harbourlets.example' })).toHaveAttribute(
      'href',
      'mailto:wendy@harbourlets.example',
    );
    await expect(canvas.getByRole('link', { name: '+44 7700 900123' })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
    // Only the first email and the first phone number.
    await expect(canvas.queryByText('old@mail.example')).toBeNull();
    await expect(canvas.queryByText('+44 7700 900999')).toBeNull();
    await expect(canvas.getByText('Green')).toBeVisible();
  },
};

export const Playground: Story = { args: { headingLevel: 2, linkLabel: 'View landlord' } };

export const Translated: Story = {
  args: {
    linkLabel: 'Ouvrir la fiche',
    newTabLabel: '(nouvel onglet)',
    trafficLightLabel: 'Vert',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vert')).toBeVisible();
    await expect(canvas.queryByText('Green')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Ouvrir la fiche (nouvel onglet)' }),
    ).toBeVisible();
  },
};

export const OpensInNewTab: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('link', { name: 'Open landlord page (opens in a new tab)' });
    await expect(open).toHaveAttribute('href', '/dashboard/landlords/list/l-42');
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(open).toHaveFocus();
  },
};

export const MinimalLandlord: Story = {
  args: { landlord: { name: 'Jo Bloggs', emailAddresses: [], phoneNumbers: null, company: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Jo Bloggs' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
