/**
 * Form primitives shared by the areas' forms (member, checkout, contact), as a module of its own:
 * react-hook-form and the address schema only reach pages that show a form.
 */
export * from './addressSchema';
export * from './FormField';
export * from './AddressFields';
export * from './serverErrors';
