import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::shipping-method.shipping-method');
