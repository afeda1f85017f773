import { Box, FormLayout, PageHeader, Stack } from '@staydesk/ui';
import { useCurrentUser } from '../../../lib/auth';
import { AppearanceSection } from '../components/AppearanceSection';
import { ImageSection } from '../components/ImageSection';
import { PasswordSection } from '../components/PasswordSection';
import { ProfileSection } from '../components/ProfileSection';
import { useSettingsTexts } from '../messages';

/** /dashboard/settings: theme, language, own profile, password and image. */
export function SettingsScreen() {
  const t = useSettingsTexts();
  const { userData } = useCurrentUser();
  return (
    <Box as="section">
      <Stack space="xlarge">
        <PageHeader title={t.settings.title} />
        {/* Four small forms, each saved on its own: a button at each section's end rather than
            four sticky action bars stacked over each other. */}
        <FormLayout>
          <AppearanceSection />
          <ProfileSection user={userData} />
          <ImageSection user={userData} />
          <PasswordSection userId={userData.id} />
        </FormLayout>
      </Stack>
    </Box>
  );
}
