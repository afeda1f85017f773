import { Box, Heading, Stack } from '@staydesk/ui';
import { useT } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { AppearanceSection } from '../components/AppearanceSection';
import { ImageSection } from '../components/ImageSection';
import { PasswordSection } from '../components/PasswordSection';
import { ProfileSection } from '../components/ProfileSection';

/** /dashboard/settings: theme, language, own profile, password and image. */
export function SettingsScreen() {
  const t = useT();
  const { userData } = useCurrentUser();
  return (
    <Box as="section">
      <Stack space="xlarge">
        <Heading level={1}>{t.settings.title}</Heading>
        <AppearanceSection />
        <ProfileSection user={userData} />
        <ImageSection user={userData} />
        <PasswordSection userId={userData.id} />
      </Stack>
    </Box>
  );
}
