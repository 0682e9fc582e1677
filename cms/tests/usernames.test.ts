import { api, capturedMail, registerMember } from './support/api';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const register = (username: string, email: string, password = 'Leaf12345') =>
  api('/api/auth/local/register', { body: { username, email, password } });
const signIn = (identifier: string, password: string) =>
  api('/api/auth/local', { body: { identifier, password } });

describe('usernames are unique without regard to case', () => {
  test('a username differing only in case is refused at sign-up and at profile update', async () => {
    const s = stamp();
    const first = await register(`Sec1User${s}`, `sec1.${s}@example.test`);
    expect(first.status).toBe(200);
    const twin = await register(`sec1user${s}`, `sec1.twin.${s}@example.test`);
    expect(twin.status).toBe(400);
    expect(twin.body.error.message).toBe('Username already taken');
    expect(twin.body.error.details.fields).toEqual(['username']);

    const other = await registerMember('casefold');
    const update = await api('/api/users/me', {
      method: 'PUT',
      jwt: other.jwt,
      body: { username: `SEC1USER${s}` },
    });
    expect(update.status).toBe(400);
    expect(update.body.error.message).toBe('Username already taken');
    // the owner may change the case of their own username
    const own = await api('/api/users/me', {
      method: 'PUT',
      jwt: first.body.jwt,
      body: { username: `SEC1user${s}` },
    });
    expect(own.status).toBe(200);
    expect(own.body.username).toBe(`SEC1user${s}`);
  });
});

describe('a username shaped like an e-mail address', () => {
  test('only the member’s own address: nobody can squat an address someone may register later', async () => {
    const s = stamp();
    const victim = `victim.${s}@example.test`;
    const squat = await register(victim, `squatter.${s}@example.test`);
    expect(squat.status).toBe(400);
    expect(squat.body.error.message).toBe(
      'A username shaped like an e-mail address must be your own confirmed e-mail address',
    );
    const squatter = await registerMember('squatter');
    const update = await api('/api/users/me', {
      method: 'PUT',
      jwt: squatter.jwt,
      body: { username: victim },
    });
    expect(update.status).toBe(400);
    expect(update.body.error.details.fields).toEqual(['username']);
    // not confirmed yet: not even the member's own address
    const ownUnconfirmed = await api('/api/users/me', {
      method: 'PUT',
      jwt: squatter.jwt,
      body: { username: squatter.email },
    });
    expect(ownUnconfirmed.status).toBe(400);

    // the address's owner signs up with it as username (as the sign-up page does) and signs in
    const owner = await register(victim, victim);
    expect(owner.status).toBe(200);
    expect((await signIn(victim, 'Leaf12345')).body.user?.email).toBe(victim);

    // once confirmed, a member may use their own address as username
    const code = capturedMail()
      .filter((m) => m.to === squatter.email)
      .map((m) => m.text?.match(/confirmation=([0-9a-f]{64})/)?.[1])
      .find(Boolean);
    expect(code).toBeTruthy();
    expect((await api(`/api/auth/email-confirmation?confirmation=${code}`)).status).toBe(200);
    const ownConfirmed = await api('/api/users/me', {
      method: 'PUT',
      jwt: squatter.jwt,
      body: { username: squatter.email },
    });
    expect(ownConfirmed.status).toBe(200);
  });

  test('signing in with an e-mail address finds only the account with that e-mail', async () => {
    const s = stamp();
    const member = await register(`plain${s}`, `plain.${s}@example.test`);
    expect(member.status).toBe(200);
    expect((await signIn(`plain.${s}@example.test`, 'Leaf12345')).status).toBe(200);
    expect((await signIn(`PLAIN.${s}@EXAMPLE.TEST`, 'Leaf12345')).status).toBe(200);
    expect((await signIn(`plain${s}`, 'Leaf12345')).status).toBe(200);
    const unknown = await signIn(`nobody.${s}@example.test`, 'Leaf12345');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Invalid identifier or password');
  });
});
