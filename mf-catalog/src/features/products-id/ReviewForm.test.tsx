import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addNamespace, i18next } from '@teashop/runtime';
import { type FakeCms, installFakeCms } from '../../test/fakeCms';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import allTranslations from '../../i18n/all';
import ReviewForm from './ReviewForm';

let cms: FakeCms;
beforeEach(() => {
  cms = installFakeCms([]);
});
afterEach(() => cms.restore());

async function renderForm(onCreated = jest.fn()) {
  await renderInArea(
    <ReviewForm productId="doc-01" defaultName="" onCreated={onCreated} onCancel={jest.fn()} />,
    { ...catalog, url: '/products/tea-01', path: '/products/:id' },
  );
  return onCreated;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

const PHOTO_LABEL = 'Add a photo (optional, png or jpg)';

/** The cms answers the review POST with this error; other requests go to the fake cms. */
function answerReviewWith(status: number, error: Record<string, unknown>) {
  const answerFromCms = global.fetch;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST'
      ? new Response(JSON.stringify({ data: null, error: { status, ...error } }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        })
      : answerFromCms(input, init),
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, photo: File) {
  await user.click(screen.getByRole('radio', { name: '5 stars' }));
  await user.type(screen.getByLabelText('Headline'), 'Misty');
  await user.type(screen.getByLabelText('Written review'), 'Steamed greens.');
  await user.type(screen.getByLabelText('Public name'), 'Mei');
  await user.upload(screen.getByLabelText(PHOTO_LABEL), photo);
}

function expectKeptValues() {
  expect(screen.getByLabelText('Headline')).toHaveValue('Misty');
  expect(screen.getByLabelText('Written review')).toHaveValue('Steamed greens.');
  expect(screen.getByLabelText('Public name')).toHaveValue('Mei');
  expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
}

describe('write a review form', () => {
  it('shows every required-field message on an empty submit and posts nothing', async () => {
    const user = userEvent.setup();
    await renderForm();
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
    await renderForm();
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
    const onCreated = await renderForm();
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
    const onCreated = await renderForm();
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

  it('refuses a picture over 10 MB before sending, and takes a smaller one', async () => {
    const user = userEvent.setup();
    const onCreated = await renderForm();
    const big = new File(['jpg'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await fillIn(user, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The picture is larger than 10 MB, please choose a smaller one.',
    );
    expect(screen.getByLabelText(PHOTO_LABEL)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(cms.posted).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
    expectKeptValues();

    await user.upload(
      screen.getByLabelText(PHOTO_LABEL),
      new File(['jpg'], 'cup.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the cms's size answer on the picture with its limit, keeping what was written", async () => {
    const user = userEvent.setup();
    const onCreated = await renderForm();
    answerReviewWith(413, {
      name: 'PayloadTooLargeError',
      message: 'The picture is larger than 5 MB, please choose a smaller one.',
      details: { code: 'REVIEW_IMAGE_TOO_LARGE', maxBytes: 5 * 1024 * 1024 },
    });
    await fillIn(user, new File(['jpg'], 'cup.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('The picture is larger than 5 MB, please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(PHOTO_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
    expectKeptValues();
  });

  it("shows the cms's pixel limit answer on the picture, keeping what was written", async () => {
    const user = userEvent.setup();
    const onCreated = await renderForm();
    answerReviewWith(400, {
      name: 'ValidationError',
      message: 'The picture is too large',
      details: { code: 'REVIEW_IMAGE_TOO_MANY_PIXELS', maxPixels: 40_000_000, maxSide: 8000 },
    });
    await fillIn(user, new File(['png'], 'wall.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText(
        'The picture is too large: at most 8000 pixels on a side and 40 megapixels, please choose a smaller one.',
      ),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    expectKeptValues();
  });

  it("puts the cms's refusals on their fields by code, in the page's language", async () => {
    const user = userEvent.setup();
    const onCreated = await renderForm();
    answerReviewWith(400, {
      name: 'ValidationError',
      message: 'A rating from 1 to 5 is needed',
      details: { code: 'REVIEW_RATING_REQUIRED' },
    });
    await fillIn(user, new File(['png'], 'leaf.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Please rate a value')).toBeInTheDocument();
    expect(screen.queryByText('A rating from 1 to 5 is needed')).not.toBeInTheDocument();

    answerReviewWith(400, {
      name: 'ValidationError',
      message: 'That picture is not a png or a jpg',
      details: { code: 'REVIEW_IMAGE_TYPE' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(
      await screen.findByText('Only upload picture file in png or jpg format, please re-upload.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(PHOTO_LABEL)).toHaveAttribute('aria-invalid', 'true');
    expect(onCreated).not.toHaveBeenCalled();
    expectKeptValues();
  });

  it('has both picture messages in every language of the shop', () => {
    addNamespace('mf-catalog', allTranslations);
    const t = (lng: string, key: string) =>
      i18next.t(`reviewForm.errors.${key}`, {
        lng,
        ns: 'mf-catalog',
        size: '10 MB',
        side: 8000,
        megapixels: 40,
      });
    for (const lng of ['en', 'zh', 'jp']) {
      const tooLarge = t(lng, 'imageTooLarge');
      const tooManyPixels = t(lng, 'imageTooManyPixels');
      expect(tooLarge).toContain('10 MB');
      expect(tooManyPixels).toMatch(/8000.*40/);
      expect(`${tooLarge}${tooManyPixels}`).not.toMatch(/\{\{|reviewForm/);
    }
    expect(t('zh', 'imageTooLarge')).toBe('圖片超過 10 MB，請選擇較小的圖片。');
    expect(t('jp', 'imageTooLarge')).toBe(
      '画像が 10 MB を超えています。もっと小さい画像を選んでください。',
    );
  });
});
