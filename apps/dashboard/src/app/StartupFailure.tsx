import { Box, type BrandTheme, Stack, ThemeProvider } from '@staydesk/ui';
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
          <h1>{en.errors.startupTitle}</h1>
          <p>{message}</p>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
