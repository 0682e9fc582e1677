import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tea-category.tea-category');
