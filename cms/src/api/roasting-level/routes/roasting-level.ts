import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::roasting-level.roasting-level', {
  only: ['find', 'findOne'],
});
