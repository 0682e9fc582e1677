import { ADD_TO_CART_ISLAND } from '@teashop/contracts';
import { AddToCart } from './features/add-to-cart/AddToCart';

/** The cart team's islands that other areas' pages place, by name (browser and server alike). */
export const teamIslands = { [ADD_TO_CART_ISLAND.name]: AddToCart };
