import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { Box, Link, linkTones, linkWeights, PlainLink, Stack } from '../../index';
import type { LinkTone, LinkWeight } from './linkVariants';

const meta = {
  title: 'Visual/Link',
  component: Link,
  tags: ['!autodocs', 'visual'],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const surfaces = ['surface', 'neutral', 'brandAccentSoft'] as const;

type AnyLink = ComponentType<{
  href: string;
  tone: LinkTone;
  weight: LinkWeight;
  children: ReactNode;
}>;

function EverySurface({ as: Component }: { as: AnyLink }) {
  return (
    <Stack space="small">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="small">
          <Stack space="xsmall">
            {linkTones.flatMap((tone) =>
              linkWeights.map((weight) => (
                <Component key={`${tone}-${weight}`} href="#x" tone={tone} weight={weight}>
                  {`${tone} ${weight} on ${surface}`}
                </Component>
              )),
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

export const OnEverySurface: Story = { render: () => <EverySurface as={Link} /> };

/** PlainLink must not be told from Link: its screenshots equal these. */
export const PlainOnEverySurface: Story = { render: () => <EverySurface as={PlainLink} /> };
