export interface MenuLink {
  id?: number;
  label: string;
  link: string;
}

export interface SubMenu {
  id?: number;
  title: string;
  list: MenuLink[];
}

export interface HeaderContent {
  enableHeaderNotification?: boolean;
  headerNotificationText?: string | null;
  headerMenuItem?: Array<MenuLink & { subMenu?: SubMenu[] }>;
}

export interface FooterContent {
  footerMenu?: Array<{ id?: number; label: string; subMenu?: MenuLink[] }>;
  copyrightText?: string;
  copyrightLink?: string;
  copyrightLabel?: string;
  followText?: string;
  facebookLink?: string;
  instagramLink?: string;
}

export interface SiteSettings {
  multiLanguageEnabled?: boolean;
  freeShippingThreshold?: number;
  currency?: string;
}
