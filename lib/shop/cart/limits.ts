/** Maximum units of one product in one order (checkout schema and cart). Kept apart so the cart, which every
 * page loads, does not pull in the checkout schema. */
export const MAX_LINE_QUANTITY = 99;
