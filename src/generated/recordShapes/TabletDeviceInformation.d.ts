// generated from specs/ — do not edit
// The precompiled check of the record shape TabletDeviceInformation (components.schemas of specs/api), first named by specs/screens/device-search.screen.yaml.

declare const checks: (record: unknown) => boolean;
export default checks;
