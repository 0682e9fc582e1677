import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::caffeine-level.caffeine-level');
