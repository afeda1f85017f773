import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import {
  Box,
  type BrandTheme,
  brandNames,
  type ColorMode,
  colorModes,
  Grid,
  Inline,
  Stack,
  ThemeProvider,
  useBrand,
} from '../index';
import { harbourTheme } from './harbourTheme';
import { staydeskTheme } from './staydeskTheme';

const themes: Record<(typeof brandNames)[number], BrandTheme> = {
  staydesk: staydeskTheme,
  harbour: harbourTheme,
};

const foregrounds = [
  'neutral',
  'secondary',
  'critical',
  'positive',
  'caution',
  'info',
  'brandAccent',
  'link',
] as const;
const fills = [
  ['brandAccent', 'onBrandAccent'],
  ['brandAccentHover', 'onBrandAccent'],
  ['critical', 'onCritical'],
  ['neutral', 'neutral'],
  ['brandAccentSoft', 'brandAccent'],
  ['criticalSoft', 'critical'],
  ['positiveSoft', 'positive'],
  ['cautionSoft', 'caution'],
  ['infoSoft', 'info'],
  ['inverted', 'inverted'],
] as const;
const spaces = ['xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'] as const;
const radii = ['small', 'standard', 'large', 'full'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack space="xsmall">
      <Box as="p" fontWeight="strong">
        {title}
      </Box>
      {children}
    </Stack>
  );
}

function BrandPanel() {
  const { productName, phone, Logo } = useBrand();
  return (
    <Box padding="medium">
      <Stack space="medium">
        <Inline space="small">
          <Box color="brandAccent">
            <Logo title={`${productName} logo`} />
          </Box>
          <Box as="p" fontWeight="strong">
            {productName} · {phone.display}
          </Box>
        </Inline>
        <Section title="Text on surface">
          <Box background="surface" padding="small" borderRadius="standard">
            <Inline space="small">
              {foregrounds.map((tone) => (
                <Box key={tone} as="span" color={tone}>
                  {tone}
                </Box>
              ))}
            </Inline>
          </Box>
        </Section>
        <Section title="Fills">
          <Inline space="xsmall">
            {fills.map(([background, color]) => (
              <Box
                key={background}
                background={background}
                color={color}
                paddingX="small"
                paddingY="xsmall"
                borderRadius="small"
              >
                {background}
              </Box>
            ))}
          </Inline>
        </Section>
        <Section title="Space">
          <Stack space="xxsmall">
            {spaces.map((space) => (
              <Inline key={space} space="small">
                <Box background="brandAccent" paddingLeft={space} paddingY="xxsmall" />
                <Box as="span" color="secondary">
                  {space}
                </Box>
              </Inline>
            ))}
          </Stack>
        </Section>
        <Section title="Radius">
          <Inline space="small">
            {radii.map((radius) => (
              <Box
                key={radius}
                background="surface"
                borderStyle="solid"
                borderWidth="standard"
                borderColor="strong"
                borderRadius={radius}
                paddingX="medium"
                paddingY="small"
              >
                {radius}
              </Box>
            ))}
          </Inline>
        </Section>
      </Stack>
    </Box>
  );
}

function TokensOverview() {
  return (
    <Grid columns={[1, 2]} space="none">
      {brandNames.flatMap((brand) =>
        colorModes.map((mode: ColorMode) => (
          <ThemeProvider key={`${brand}-${mode}`} theme={themes[brand]} mode={mode}>
            <BrandPanel />
          </ThemeProvider>
        )),
      )}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensOverview,
  parameters: { bleed: true, chromatic: { modes: { default: {} } } },
} satisfies Meta<typeof TokensOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both co-brands side by side, each in light and dark; the toolbar does not apply here. */
export const BothBrands: Story = {
  play: async ({ canvasElement }) => {
    const roots = canvasElement.querySelectorAll('[data-component="ThemeProvider"][data-brand]');
    // The decorator's own root plus one per brand × mode.
    await expect(roots).toHaveLength(1 + brandNames.length * colorModes.length);
  },
};
