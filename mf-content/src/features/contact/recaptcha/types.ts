/** The browser API of Google reCAPTCHA v2 that the shop uses (explicit rendering). */
export interface RecaptchaRenderParams {
  sitekey: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  tabindex?: number;
}

export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement | string, params: RecaptchaRenderParams): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}
