import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::tea-category.tea-category');
