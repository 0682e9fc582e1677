import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::shipping-method.shipping-method', {
  only: ['find', 'findOne'],
});
