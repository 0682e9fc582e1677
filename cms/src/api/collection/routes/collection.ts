import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::collection.collection', {
  only: ['find', 'findOne'],
});
