import { Text } from '@mantine/core';

/**
 * The side panel's Prompts tab ([rtm-prompts-tab]): the seam where the prompts work's
 * `PatientPromptPanel` (screens/rtmPrompts, `{patientId}`) plugs in once it is merged; until then
 * it says that the questionnaire is not here yet.
 */
export function PatientPromptsTab({ patientId }: { patientId: number }) {
  return (
    <Text c="dimmed" data-patient-id={patientId}>
      Patient Prompt
    </Text>
  );
}
