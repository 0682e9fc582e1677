import type { ShopAddress } from './wire.generated';

/** A member's saved address (the content backend's address component), each field optional. */
export type ShippingAddress = {
  [Field in Exclude<keyof ShopAddress, 'id'>]?: string;
};
