import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { constants } from '../../src/generated/catalog';

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
        <Title order={1}>Privacy Policy</Title>
        <Text>
          This policy describes how the portal and the clinics that use it handle your health information, and
          the rights you have over it under the health-privacy and consumer-privacy laws that apply to you.
        </Text>

        <Title order={2}>Who may use the portal</Title>
        <Text>Users must be at least {minimumAge} years old.</Text>

        <Title order={2}>Your rights over your health information</Title>
        <List spacing="xs">
          <List.Item>
            You may ask to see or receive a copy of your records. We send copies within about 10 business days
            and answer every request for copies within 30 days.
          </List.Item>
          <List.Item>
            You may ask us to correct your records. We answer a request for a correction within 60 days.
          </List.Item>
          <List.Item>
            You may ask for an accounting of disclosures covering the six years before your request. One
            accounting every 12 months is free of charge.
          </List.Item>
          <List.Item>
            You may ask us to limit how we use or share your information, and to contact you in a confidential
            way.
          </List.Item>
          <List.Item>You may receive a paper copy of this policy at any time.</List.Item>
        </List>

        <Title order={2}>California residents</Title>
        <Text>
          Under the California Consumer Privacy Act (CCPA) you may ask what personal information we hold about
          you, ask us to delete it, and opt out of its sale. We answer a CCPA request within 45 days.
        </Text>

        <Title order={2}>Consent</Title>
        <Text>
          Every user accepts this policy on first use. A user who declines is signed out and cannot use the
          portal.
        </Text>

        <div>
          <Button variant="default" onClick={goBack}>
            Back
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
