import { useMemo, useState } from 'react';
import { z } from 'zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CONTENT_LOCALES } from '@teashop/contracts';
import { authState, loadCurrentUser, type CurrentUser, ApiError } from '@teashop/runtime';
import { Button, formatDate, formatPersonName, showToast, useLocale } from '@teashop/ui';
import { FormField } from '@teashop/runtime/forms';
import { MemberLayout, memberStyles as styles } from '../member/MemberLayout';
import { updateMe, type ProfileUpdate } from '../member/memberApi';
import { changePassword } from '../auth/authApi';
import { errorKey, fieldErrors, type ErrorKey } from '../auth/errorMessage';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { PendingEmailNotice } from './PendingEmailNotice';
import {
  accountSchema,
  changePasswordSchema,
  type AccountValues,
  type ChangePasswordValues,
} from '../auth/schemas';

/**
 * The message key for the current password the content backend refused (missing, wrong, or for a
 * member without a password: sign in again first); null for any other error.
 */
export function currentPasswordProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = error.body.details as { fields?: unknown } | undefined;
  const fields = Array.isArray(details?.fields) ? details.fields : [];
  if (!fields.includes('currentPassword')) return null;
  if (error.code === 'AUTH_FRESH_SIGN_IN_REQUIRED') return 'mf-member:account.freshSignInRequired';
  if (error.code === 'AUTH_CURRENT_PASSWORD_REQUIRED') {
    return 'mf-member:validation.currentPasswordRequired';
  }
  return 'mf-member:errors.currentPasswordInvalid';
}

type ProfileValues = AccountValues & { currentPassword: string };

/** Whether the address typed differs from the member's current one. */
const isNewEmail = (typed: string, current: string): boolean =>
  typed.trim().toLowerCase() !== current.toLowerCase();

function ProfileForm({ user, onDone }: { user: CurrentUser; onDone: () => void }) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [freshSignIn, setFreshSignIn] = useState(false);
  // Members who signed up with another provider have no password: the content backend asks them
  // to have signed in within the last minutes instead.
  const hasPassword = (user.provider ?? 'local') === 'local';
  const schema = useMemo(
    () =>
      accountSchema.extend({ currentPassword: z.string() }).superRefine((value, ctx) => {
        if (hasPassword && isNewEmail(value.email, user.email) && !value.currentPassword) {
          ctx.addIssue({
            code: 'custom',
            path: ['currentPassword'],
            message: 'mf-member:validation.currentPasswordRequired',
          });
        }
      }),
    [hasPassword, user.email],
  );
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      birthday: user.birthday ?? '',
      phone: user.phone ?? '',
      currentPassword: '',
    },
  });
  const {
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting },
  } = form;
  const changingEmail = isNewEmail(useWatch({ control, name: 'email' }) ?? '', user.email);

  const onSubmit = async (values: ProfileValues) => {
    setFailure(null);
    setFreshSignIn(false);
    const update: ProfileUpdate & { currentPassword?: string } = {
      firstName: values.firstName,
      lastName: values.lastName,
      birthday: values.birthday || null,
      phone: values.phone,
    };
    // Only a new address is sent: sending the current one would withdraw a change waiting for
    // confirmation. The mail with the link is written in the page's language.
    const newEmail = values.email.trim().toLowerCase() !== user.email.toLowerCase();
    if (newEmail) {
      update.email = values.email;
      update.locale = CONTENT_LOCALES[locale];
      if (hasPassword) update.currentPassword = values.currentPassword;
    }
    try {
      const saved = await updateMe(update);
      await loadCurrentUser();
      if (newEmail && saved.pendingEmail) {
        showToast(t('account.emailSent', { email: saved.pendingEmail }), 'success');
      } else {
        showToast(t('account.saved'), 'success');
      }
      onDone();
    } catch (error) {
      // A field the server refused shows its message on that field; what was typed stays.
      const passwordProblem = currentPasswordProblem(error);
      if (passwordProblem && hasPassword) {
        setError(
          'currentPassword',
          { type: 'server', message: passwordProblem },
          { shouldFocus: true },
        );
        return;
      }
      if (passwordProblem) {
        setFailure('errors.generic');
        setFreshSignIn(true);
        return;
      }
      const refused = fieldErrors(error).filter(
        (item): item is { field: keyof ProfileValues; message: string } =>
          item.field in form.getValues(),
      );
      if (refused.length > 0) {
        refused.forEach(({ field, message }, index) =>
          setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
        );
        return;
      }
      const key = errorKey(error);
      setFailure(key === 'errors.emailTaken' ? 'errors.emailInUse' : key);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        data-testid="profile-form"
      >
        {freshSignIn ? (
          <p className={styles.alert} role="alert">
            {t('account.freshSignInRequired')}
          </p>
        ) : failure ? (
          <p className={styles.alert} role="alert">
            {t(failure)}
          </p>
        ) : null}
        <div className={styles.row}>
          <FormField<ProfileValues>
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
          />
          <FormField<ProfileValues>
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
          />
        </div>
        <FormField<ProfileValues>
          name="email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        {changingEmail && hasPassword ? (
          <>
            <p className={styles.muted} id="current-password-help">
              {t('account.currentPasswordForEmail')}
            </p>
            <FormField<ProfileValues>
              name="currentPassword"
              label={t('fields.currentPassword')}
              type="password"
              autoComplete="current-password"
            />
          </>
        ) : null}
        <FormField<ProfileValues>
          name="birthday"
          label={t('fields.birthday')}
          type="date"
          autoComplete="bday"
        />
        <FormField<ProfileValues>
          name="phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
        />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {t('account.save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('account.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function ChangePasswordForm() {
  const { t } = useTranslation('mf-member');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: ChangePasswordValues) => {
    setFailure(null);
    try {
      // A fresh session cookie, if the answer brings one, is set by the shop server.
      await changePassword(values.currentPassword, values.password, values.passwordConfirmation);
      reset();
      showToast(t('account.passwordChanged'), 'success');
    } catch (error) {
      // A refused current password shows at its field; what was typed stays.
      const passwordProblem = currentPasswordProblem(error);
      if (passwordProblem) {
        setError(
          'currentPassword',
          { type: 'server', message: passwordProblem },
          { shouldFocus: true },
        );
        return;
      }
      setFailure(errorKey(error));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        data-testid="password-form"
      >
        {failure ? (
          <p className={styles.alert} role="alert">
            {t(failure)}
          </p>
        ) : null}
        <FormField<ChangePasswordValues>
          name="currentPassword"
          label={t('fields.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields labels="change" />
        <div className={styles.actions}>
          <Button type="submit" busy={isSubmitting}>
            {t('account.changePasswordSubmit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

export function AccountPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const auth = useSnapshot(authState);
  const title = t('pages.memberAccount.title');
  const [editing, setEditing] = useState(false);
  const user = auth.user as CurrentUser | null;
  const name = user ? formatPersonName(user, locale) : '';
  const notSet = <span className={styles.muted}>{t('account.notSet')}</span>;

  return (
    <MemberLayout page="member-account" title={title}>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2>{t('account.profile')}</h2>
          {user && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('account.edit')}
            </Button>
          ) : null}
        </div>
        {!user ? (
          <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" />
        ) : editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className={styles.details} data-testid="profile">
            <dt>{t('account.name')}</dt>
            <dd>{name || notSet}</dd>
            <dt>{t('fields.email')}</dt>
            <dd>{user.email}</dd>
            {user.pendingEmail ? (
              <dd className={styles.pendingRow}>
                <PendingEmailNotice pending={user.pendingEmail} current={user.email} />
              </dd>
            ) : null}
            <dt>{t('fields.birthday')}</dt>
            <dd>{user.birthday ? formatDate(user.birthday, locale) : notSet}</dd>
            <dt>{t('fields.phone')}</dt>
            <dd>{user.phone || notSet}</dd>
          </dl>
        )}
      </div>
      <div className={styles.panel}>
        <h2>{t('account.changePassword')}</h2>
        <ChangePasswordForm />
      </div>
    </MemberLayout>
  );
}
