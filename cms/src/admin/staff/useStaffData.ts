import { useEffect, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { refusalOf, type Refusal } from './refusal';

/**
 * What a staff route answers for a side panel (`GET path`, `{ data }`), read when the panel opens,
 * and `send` for the panel's actions (`POST path`): the answer replaces what is shown, a refusal is
 * returned for the dialog to show.
 */
export function useStaffData<T>(path: string, forbidden = 'You may not do this.') {
  const { get, post } = useFetchClient();
  const [data, setData] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    get<{ data: T }>(path).then(
      (answer) => {
        if (current) setData(answer.data.data);
      },
      (error: unknown) => {
        if (!current) return;
        const status = (error as { status?: number }).status;
        setProblem(status === 403 ? forbidden : refusalOf(error).message);
      },
    );
    return () => {
      current = false;
    };
  }, [path, get, forbidden]);

  const send = async (sendPath: string, body: unknown): Promise<Refusal | null> => {
    try {
      const answer = await post<{ data: T }>(sendPath, body);
      setData(answer.data.data);
      return null;
    } catch (error) {
      return refusalOf(error);
    }
  };

  return { data, problem, send };
}
