import { z } from 'zod';

/**
 * Form schemas. Messages are i18n keys of the `mf-member` namespace (`validation.*`); the forms
 * translate them when they render, so one schema serves every language.
 */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const requiredText = (key: string) => z.string().trim().min(1, key);

const email = z
  .string()
  .trim()
  .min(1, 'mf-member:validation.emailRequired')
  .pipe(z.email('mf-member:validation.emailInvalid'));

/** The earliest birthday a member may give (the content backend refuses earlier ones too). */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** Today on the member's calendar, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar date: `2001-02-30` is not one. */
const isCalendarDate = (value: string): boolean => {
  if (!DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};

/** An optional birthday: empty, or a real date from 1900-01-01 to today. */
const optionalBirthday = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: 'mf-member:validation.birthdayInvalid' });
    } else if (value < EARLIEST_BIRTHDAY) {
      ctx.addIssue({ code: 'custom', message: 'mf-member:validation.birthdayTooEarly' });
    } else if (value > localToday()) {
      ctx.addIssue({ code: 'custom', message: 'mf-member:validation.birthdayFuture' });
    }
  });

/** A new password: required, then 6+ characters with letters and numbers. */
const newPassword = (requiredKey: string) =>
  z.string().min(1, requiredKey).regex(PASSWORD_RULE, 'mf-member:validation.passwordRule');

const confirmation = z.string().min(1, 'mf-member:validation.passwordConfirmRequired');

function sameAs<T extends { password: string; passwordConfirmation: string }>(
  value: T,
  ctx: z.RefinementCtx,
): void {
  if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirmation'],
      message: 'mf-member:validation.passwordMismatch',
    });
  }
}

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'mf-member:validation.passwordRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    firstName: requiredText('mf-member:validation.firstNameRequired'),
    lastName: requiredText('mf-member:validation.lastNameRequired'),
    email,
    password: newPassword('mf-member:validation.passwordRequired'),
    passwordConfirmation: confirmation,
    birthday: optionalBirthday,
  })
  .superRefine(sameAs);
export type SignupValues = z.infer<typeof signupSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword('mf-member:validation.passwordIsRequired'),
    passwordConfirmation: confirmation,
  })
  .superRefine(sameAs);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'mf-member:validation.passwordIsRequired'),
    password: newPassword('mf-member:validation.passwordIsRequired'),
    passwordConfirmation: confirmation,
  })
  .superRefine((value, ctx) => {
    if (value.password && value.currentPassword && value.password === value.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'mf-member:validation.sameAsCurrent',
      });
    }
    sameAs(value, ctx);
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const accountSchema = z.object({
  firstName: requiredText('mf-member:validation.firstNameRequired'),
  lastName: requiredText('mf-member:validation.lastNameRequired'),
  email,
  birthday: optionalBirthday,
  phone: z.string().trim().max(40, 'mf-member:validation.phoneTooLong'),
});
export type AccountValues = z.infer<typeof accountSchema>;
