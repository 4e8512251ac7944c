import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { constants, message, type MessageKey } from '../../src/generated/catalog';

/** The rights of the subjects of health information, in the order the policy lists them. */
const rights: readonly MessageKey[] = ['privacyRightCopy', 'privacyRightCorrect', 'privacyRightAccounting', 'privacyRightLimit', 'privacyRightPaperCopy'];

/**
 * The privacy policy page at /privacyPolicy ([privacy-policy-page]): the rights of the subjects of
 * health information, the minimum age, and the time limits the clinic commits to, with a Back
 * button that returns to the previous page (or the start page when opened directly).
 */
export function PrivacyPolicyScreen() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const minimumAge = Number(constants.patientPolicyMinAge);

  function goBack() {
    // The router marks the page a tab opened on with the key 'default': a policy opened from a
    // link in a new tab has no page of the portal to go back to.
    if (key !== 'default') void navigate(-1);
    else void navigate('/');
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{message('privacyTitle')}</Title>
        <Text>{message('privacyIntro')}</Text>

        <Title order={2}>{message('privacyWhoTitle')}</Title>
        <Text>{message('privacyMinimumAge', { age: minimumAge })}</Text>

        <Title order={2}>{message('privacyRightsTitle')}</Title>
        <List spacing="xs">
          {rights.map((right) => (
            <List.Item key={right}>{message(right)}</List.Item>
          ))}
        </List>

        <Title order={2}>{message('privacyCaliforniaTitle')}</Title>
        <Text>{message('privacyCalifornia')}</Text>

        <Title order={2}>{message('privacyConsentTitle')}</Title>
        <Text>{message('privacyConsent')}</Text>

        <div>
          <Button variant="default" onClick={goBack}>
            {message('privacyBack')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
