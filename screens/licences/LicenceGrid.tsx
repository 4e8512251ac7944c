import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { message, type MessageKey } from '../../src/generated/catalog';
import { usStates } from '../../runtime/filters/usStates';
import { licenceColour, type LicenceColour } from './licenceColour';
import type { CardPartProps } from '../../runtime/registry/cardPartComponent';
import { licencesOf } from './therapist';

const cellColours: Record<LicenceColour, string> = {
  grey: 'var(--mantine-color-gray-2)',
  red: 'var(--mantine-color-red-9)',
  orange: 'var(--mantine-color-orange-5)',
  // A green darker than Mantine's green 9, so that white 13 px text keeps a 4.5:1 contrast.
  green: '#1f6b30',
};
const cellText: Record<LicenceColour, string> = { grey: 'var(--mantine-color-dark-7)', red: 'white', orange: 'var(--mantine-color-dark-9)', green: 'white' };
const colourWords: Record<LicenceColour, MessageKey> = {
  grey: 'licenceColourGrey',
  red: 'licenceColourRed',
  orange: 'licenceColourOrange',
  green: 'licenceColourGreen',
};

/**
 * The card part `licenceGrid`: the 50 states and DC of one therapist's card, each cell coloured
 * by its licence's expiry ([licences-colour-none], [licences-colour-red],
 * [licences-colour-orange], [licences-colour-green]) and named by its state and colour for screen
 * readers; a cell opens the card part's licence form with its state (`state`, and its name as
 * `state_name`: [licences-state-preset]).
 */
export function LicenceGrid({ record, open }: CardPartProps) {
  const licences = licencesOf(record);
  const today = new Date();
  return (
    <SimpleGrid cols={{ base: 6, sm: 9, lg: 13 }} spacing={4} verticalSpacing={4}>
      {usStates.map(({ value, label }) => {
        const state = String(value);
        const colour = licenceColour(licences.find((licence) => licence.state === state)?.expiration_date, today);
        const name = message('licenceCell', { state: String(label), colour: message(colourWords[colour]) });
        return (
          <UnstyledButton
            key={state}
            data-colour={colour}
            aria-label={name}
            title={name}
            onClick={() => open({ state, state_name: String(label) })}
            style={{ background: cellColours[colour], color: cellText[colour], borderRadius: 4, padding: '6px 0', textAlign: 'center', fontWeight: 600, fontSize: 13 }}
          >
            {state}
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
