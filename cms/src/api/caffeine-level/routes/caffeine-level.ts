import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::caffeine-level.caffeine-level', {
  only: ['find', 'findOne'],
});
