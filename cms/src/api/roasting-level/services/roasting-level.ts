import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::roasting-level.roasting-level');
