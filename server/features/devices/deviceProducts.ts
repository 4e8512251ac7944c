// The three device products of the Devices view's summary cards (document 3, section 2.4), with
// the device types each one counts. The spec shows hard-coded counts; these are counted.

/** A device product and the device types (ids of section 3) it is made of. */
export interface DeviceProduct {
  product: string;
  device_type_ids: number[];
}

export const deviceProducts: readonly DeviceProduct[] = [
  { product: 'PortableConnect', device_type_ids: [1] },
  { product: 'AccuAngle', device_type_ids: [4] },
  { product: 'Accumotion', device_type_ids: [9, 10] },
];

/** The status of a device on the shelf; the status filter offers In Stock, Inactive, Active and Pending. */
export const inStockStatus = 'In Stock';

/** Device type 8: the clinic tablet the device-management service controls. */
export const tabletDeviceTypeId = 8;
