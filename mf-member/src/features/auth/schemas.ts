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

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || (DATE.test(value) && !Number.isNaN(Date.parse(value))), {
    message: 'mf-member:validation.birthdayInvalid',
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
    birthday: optionalDate,
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
  birthday: optionalDate,
  phone: z.string().trim().max(40, 'mf-member:validation.phoneTooLong'),
});
export type AccountValues = z.infer<typeof accountSchema>;
