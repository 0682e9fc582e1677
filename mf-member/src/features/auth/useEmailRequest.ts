import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { errorKey, type ErrorKey } from './errorMessage';
import { emailOnlySchema, type EmailOnlyValues } from './schemas';

/**
 * An email-only form that asks the content backend to send a mail (password reset, confirmation
 * link): validation, the address it was sent to, and the failure to show. The typed address stays.
 */
export function useEmailRequest(send: (email: string) => Promise<unknown>) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    try {
      await send(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorKey(error));
    }
  });
  return { form, onSubmit, sentTo, failure };
}
