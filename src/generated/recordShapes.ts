// generated from specs/ — do not edit
// The precompiled check of every record shape a detail screen names (`detail.shape`), by the
// name of its schema in `components.schemas` of specs/api. Each module loads the first time a
// record is checked against it (runtime/detail/recordShape.ts).

/** The lazy import of each shape's check `(record) => boolean`, by shape name. */
export const recordShapeModules: Readonly<
  Record<string, () => Promise<{ default: (record: unknown) => boolean }>>
> = {
  TabletDeviceInformation: () => import('./recordShapes/TabletDeviceInformation.js'),
};
