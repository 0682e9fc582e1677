import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeCms, installFakeCms } from '../../test/fakeCms';
import { renderAt, setupI18n } from '../../test/render';
import ReviewForm from './ReviewForm';

let cms: FakeCms;
beforeAll(() => setupI18n('en'));
beforeEach(() => {
  cms = installFakeCms([]);
});
afterEach(() => cms.restore());

function renderForm(onCreated = jest.fn()) {
  renderAt(
    '/products/tea-01',
    '/products/:id',
    <ReviewForm productId="doc-01" defaultName="" onCreated={onCreated} onCancel={jest.fn()} />,
  );
  return onCreated;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('write a review form', () => {
  it('shows every required-field message on an empty submit and posts nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(alerts()).toEqual([
        'Please rate a value',
        'Please enter a headline',
        'Please write your review',
        'Please enter a public name',
      ]),
    );
    expect(cms.posted).toHaveLength(0);
  });

  it('rejects a gif at once with the spec message and clears it when a png is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText('Add a photo (optional, png or jpg)');
    await user.upload(input, new File(['GIF89a'], 'cup.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only upload picture file in png or jpg format, please re-upload.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, new File(['png'], 'cup.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('posts the review as multipart with the picture and hands the new review back', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Headline'), 'Bright and sweet');
    await user.type(screen.getByLabelText('Written review'), 'Chestnut notes, long finish.');
    await user.type(screen.getByLabelText('Public name'), 'Mei');
    await user.upload(
      screen.getByLabelText('Add a photo (optional, png or jpg)'),
      new File(['png'], 'cup.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const form = cms.posted[0] as FormData;
    expect(JSON.parse(String(form.get('data')))).toEqual({
      product: 'doc-01',
      rating: 4,
      headline: 'Bright and sweet',
      body: 'Chestnut notes, long finish.',
      publicName: 'Mei',
      locale: 'en',
    });
    expect((form.get('files.image') as File).name).toBe('cup.png');
    expect(onCreated.mock.calls[0][0]).toEqual(
      expect.objectContaining({ headline: 'Bright and sweet', rating: 4 }),
    );
  });

  it('asks the member to wait when the review limit is reached, keeping what was written', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    const answerFromCms = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(
            JSON.stringify({
              data: null,
              error: { status: 429, name: 'RateLimitError', message: 'Too many reviews' },
            }),
            { status: 429, headers: { 'Content-Type': 'application/json' } },
          )
        : answerFromCms(input, init),
    );
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText('Headline'), 'Again');
    await user.type(screen.getByLabelText('Written review'), 'Still lovely.');
    await user.type(screen.getByLabelText('Public name'), 'Mei');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText(
        'You have posted several reviews in a short time. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Headline')).toHaveValue('Again');
    expect(screen.getByLabelText('Written review')).toHaveValue('Still lovely.');
  });
});
