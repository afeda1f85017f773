import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Inline, Link, Stack, useBrand } from '../../index';

/** Reads the brand from context, as a BrandHeader will. */
function BrandCard() {
  const { productName, phone, Logo } = useBrand();
  return (
    <Box background="surface" padding="medium" borderRadius="standard" boxShadow="small">
      <Inline space="small">
        <Box color="brandAccent">
          <Logo title={`${productName} logo`} />
        </Box>
        <Stack space="xxsmall">
          <strong>{productName}</strong>
          <Link href={phone.href}>{phone.display}</Link>
        </Stack>
      </Inline>
    </Box>
  );
}

const meta = {
  title: 'Components/ThemeProvider',
  component: BrandCard,
} satisfies Meta<typeof BrandCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch Brand and Mode in the toolbar: the decorator wraps every story in a ThemeProvider. */
export const UseBrand: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const root = canvasElement.querySelector('[data-component="ThemeProvider"]');
    await expect(root).toHaveAttribute('data-brand', globals.brand);
    await expect(root).toHaveAttribute('data-color-mode', globals.mode);
    await expect(canvas.getByRole('link', { name: /^0/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+44\d+$/),
    );
    await expect(canvas.getByRole('img', { name: /logo$/ })).toBeInTheDocument();
  },
};
