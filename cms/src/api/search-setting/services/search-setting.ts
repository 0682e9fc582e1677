import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::search-setting.search-setting');
