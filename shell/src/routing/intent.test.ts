import { onIntent } from './intent';

describe('onIntent', () => {
  it('hands over what the pointer rests on, a finger touches or the focus reaches, until stopped', () => {
    document.body.innerHTML = '<a href="/products"><span>Teas</span></a><button>Cart</button>';
    const reached: string[] = [];
    const stop = onIntent((target) => reached.push(target.tagName));
    const span = document.querySelector('span') as HTMLElement;
    span.dispatchEvent(new Event('pointerover', { bubbles: true }));
    span.dispatchEvent(new Event('touchstart', { bubbles: true }));
    (document.querySelector('button') as HTMLElement).focus();
    stop();
    span.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(reached).toEqual(['SPAN', 'SPAN', 'BUTTON']);
  });
});
