import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::tea-category.tea-category', {
  only: ['find', 'findOne'],
});
