import { type AreaRouteMap, type MetaContext, route } from '@teashop/runtime';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';
import { ForgotPasswordPage } from './features/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { EmailConfirmationPage } from './features/email-confirmation/EmailConfirmationPage';
import { ConnectCallbackPage } from './features/connect-callback/ConnectCallbackPage';
import { AccountPage } from './features/member-account/AccountPage';
import { ShippingPage } from './features/member-shipping/ShippingPage';
import { OrdersPage, pageFrom } from './features/member-orders/OrdersPage';
import { OrderDetailPage } from './features/member-orders-id/OrderDetailPage';
import { currentMember, isOrderNotFound, queries } from './api/queries';

/** A page whose head is its title from the area's translations (`pages.<name>.title`). */
const titled =
  (key: string) =>
  (_: unknown, { t }: MetaContext) => ({ title: t(key) });

/**
 * Pages of the mf-member area, by their names in the route table (paths, access and layout are
 * the table's); paths are locale-free (the router's basename carries /zh or /jp). The member
 * centre's pages (`access: 'login'`) load in the browser only, with the member's session; their
 * `load` never fails, the page shows a failure itself and keeps its title.
 */
export const routes = {
  login: route({ component: LoginPage, meta: titled('pages.login.title') }),
  signup: route({ component: SignupPage, meta: titled('pages.signup.title') }),
  'forgot-password': route({
    component: ForgotPasswordPage,
    meta: titled('pages.forgotPassword.title'),
  }),
  'reset-password': route({
    component: ResetPasswordPage,
    meta: titled('pages.resetPassword.title'),
  }),
  'email-confirmation': route({
    component: EmailConfirmationPage,
    meta: titled('pages.emailConfirmation.title'),
  }),
  'connect-callback': route({
    component: ConnectCallbackPage,
    meta: titled('pages.connectCallback.title'),
  }),
  // The account and the address are the session's member (loaded by the shell for the header).
  'member-account': route({ component: AccountPage, meta: titled('pages.memberAccount.title') }),
  'member-shipping': route({
    component: ShippingPage,
    meta: titled('pages.memberShipping.title'),
  }),
  'member-orders': route({
    component: OrdersPage,
    async load({ search, query }) {
      const [key, load] = queries.orders(currentMember(), pageFrom(search));
      if (key) await Promise.allSettled([query(key, load)]);
      return {};
    },
    meta: titled('pages.memberOrders.title'),
  }),
  // Not loaded on the server (no session there): its head is then the page's title.
  'member-orders-id': route<{ notFound: boolean } | undefined>({
    component: OrderDetailPage,
    async load({ params, query }) {
      const [key, load] = queries.order(currentMember(), params.id ?? '');
      if (!key) return { notFound: false };
      return query(key, load).then(
        () => ({ notFound: false }),
        (error: unknown) => ({ notFound: isOrderNotFound(error) }),
      );
    },
    meta: (found, { t }) => ({
      title: found?.notFound ? t('common:notFound.title') : t('pages.memberOrdersId.title'),
    }),
  }),
} satisfies AreaRouteMap<'mf-member'>;
