import { constants } from '../../src/generated/catalog';

/** What a practice is, as team-member and patient logic reads its practice type. */
export type PracticeKind = 'equipmentSupplier' | 'physicalTherapy' | 'surgeon';

const kinds: readonly [number, PracticeKind][] = [
  [Number(constants.practiceTypeEquipmentSupplier), 'equipmentSupplier'],
  [Number(constants.practiceTypePhysicalTherapy), 'physicalTherapy'],
  [Number(constants.practiceTypeSurgeon), 'surgeon'],
];

/**
 * The kind of a practice from its type id ([practice-type-ids-logic]): 1 equipment supplier
 * (DME), 2 physical therapy, 3 surgeon; undefined for any other id. Team-member and patient
 * screens branch on this rather than on raw numbers.
 *
 * @example
 * practiceKind(session.practice?.practice_type_id); // 'surgeon'
 */
export function practiceKind(practiceTypeId: number | null | undefined): PracticeKind | undefined {
  return kinds.find(([id]) => id === practiceTypeId)?.[1];
}
