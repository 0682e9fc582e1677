import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::shipping-method.shipping-method');
