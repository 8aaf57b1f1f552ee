import { describe, expect, it } from 'vitest';
import { firstScreen } from './first-screen';

const page =
  '<div class="shell"><header><a href="#/">Home</a></header><main id="main"><section><h1>Title</h1><img src="/a.jpg" alt=""/><svg><path d="M0 0"/></svg></section><section><h2>Second</h2></section><section><p>Third</p></section></main><footer>Footer</footer></div>';

describe('firstScreen', () => {
  it('keeps the top of the page and the first section of <main>, then closes what is open', () => {
    expect(firstScreen(page)).toBe(
      '<div class="shell"><header><a href="#/">Home</a></header><main id="main"><section><h1>Title</h1><img src="/a.jpg" alt=""/><svg><path d="M0 0"/></svg></section></main></div>',
    );
  });

  it('keeps as many sections as asked', () => {
    expect(firstScreen(page, { keep: 2 })).toContain('<h2>Second</h2></section></main></div>');
    expect(firstScreen(page, { keep: 2 })).not.toContain('Third');
  });

  it('cuts a long first section after the element that crosses the budget', () => {
    const long = `<div><main><article><h1>Terms</h1>${'<p>Clause.</p>'.repeat(50)}</article></main><footer>F</footer></div>`;
    const cut = firstScreen(long, { budget: 100 });
    expect(cut).toMatch(
      /^<div><main><article><h1>Terms<\/h1>(<p>Clause\.<\/p>){6}<\/article><\/main><\/div>$/,
    );
  });

  it('keeps the whole page when <main> has fewer children, or when there is no <main>', () => {
    expect(firstScreen(page, { keep: 5 })).toBe(page);
    expect(firstScreen('<div><p>No main</p></div>')).toBe('<div><p>No main</p></div>');
  });
});
