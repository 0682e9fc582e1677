import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::caffeine-level.caffeine-level');
