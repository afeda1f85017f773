import { Box, type BrandTheme, Heading, Stack, Text, ThemeProvider } from '@staydesk/ui';
import { en } from '../i18n/en';

/**
 * Shown when start-up itself fails (a missing setting: 'Add ...'). Settings are not loaded yet,
 * so it speaks English and wears the default brand; it names the problem and nothing else.
 */
export function StartupFailure({ theme, message }: { theme: BrandTheme; message: string }) {
  return (
    <ThemeProvider theme={theme}>
      <Box as="main" role="alert" padding="xlarge">
        <Stack space="medium">
          <Heading level={1}>{en.errors.startupTitle}</Heading>
          <Text>{message}</Text>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
