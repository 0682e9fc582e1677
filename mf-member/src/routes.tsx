import { Route, Routes } from 'react-router';
import { LoginPage } from './features/login/LoginPage';
import { SignupPage } from './features/signup/SignupPage';
import { ForgotPasswordPage } from './features/forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './features/reset-password/ResetPasswordPage';
import { EmailConfirmationPage } from './features/email-confirmation/EmailConfirmationPage';
import { ConnectCallbackPage } from './features/connect-callback/ConnectCallbackPage';
import { AccountPage } from './features/member-account/AccountPage';
import { ShippingPage } from './features/member-shipping/ShippingPage';
import { OrdersPage } from './features/member-orders/OrdersPage';
import { OrderDetailPage } from './features/member-orders-id/OrderDetailPage';

/** Pages of the mf-member area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/email-confirmation" element={<EmailConfirmationPage />} />
      <Route path="/connect/:provider/redirect" element={<ConnectCallbackPage />} />
      <Route path="/member/account" element={<AccountPage />} />
      <Route path="/member/shipping" element={<ShippingPage />} />
      <Route path="/member/orders" element={<OrdersPage />} />
      <Route path="/member/orders/:id" element={<OrderDetailPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
