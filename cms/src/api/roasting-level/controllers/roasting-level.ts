import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::roasting-level.roasting-level');
