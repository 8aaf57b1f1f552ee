import { describe, expect, it } from 'vitest';
import { inboxSearch } from '@/features/back-office/inbox';
import { orderSearch } from '@/features/back-office/orders';
import { listSearch, oneOf, oneOfOrFirst, pageNumber, searchText } from './list-search';

const read = (query: string) => new URLSearchParams(query);

describe('a list’s filter in the address', () => {
  const search = listSearch({
    view: oneOfOrFirst(['all', 'mine'] as const),
    state: oneOf(['open', 'closed'] as const),
    q: searchText,
    page: pageNumber,
  });

  it('reads each field, and what is not one of its values as no filter', () => {
    expect(search.read(read('view=mine&state=closed&q=%20velux%20&page=3'))).toEqual({
      view: 'mine',
      state: 'closed',
      q: 'velux',
      page: 3,
    });
    expect(search.read(read('view=theirs&state=<b>&q=%20%20&page=-2'))).toEqual({
      view: 'all',
      state: undefined,
      q: undefined,
      page: 1,
    });
    expect(search.read(read('page=1.5')).page).toBe(1);
  });

  it('writes the fields in their order, defaults left out, so the address and the API read the same', () => {
    expect(search.write({ view: 'mine', state: 'open', q: 'a&b', page: 2 }).toString()).toBe(
      'view=mine&state=open&q=a%26b&page=2',
    );
    expect(search.write({ view: 'all', state: undefined, q: undefined, page: 1 }).toString()).toBe('');
  });

  it('gives back what it read', () => {
    const query = 'view=mine&state=closed&q=Lef%C3%A8vre&page=4';
    expect(search.write(search.read(read(query))).toString()).toBe(query);
  });
});

describe('the back office’s lists', () => {
  it('the inbox keeps its view, kind, status, search and page', () => {
    const filter = inboxSearch.read(read('view=spam&kind=contact&status=new&q=velux&page=2'));
    expect(filter).toEqual({ view: 'spam', kind: 'contact', status: 'new', q: 'velux', page: 2 });
    expect(inboxSearch.write(filter).toString()).toBe('view=spam&kind=contact&status=new&q=velux&page=2');
    expect(inboxSearch.read(read('kind=order&status=spam'))).toEqual({ view: 'inbox', page: 1 });
  });

  it('the orders keep their status, the overdue view among them, and their page', () => {
    expect(orderSearch.read(read('status=overdue&page=2'))).toEqual({ status: 'overdue', page: 2 });
    expect(orderSearch.read(read('status=lost'))).toEqual({ status: undefined, page: 1 });
    expect(orderSearch.write({ status: 'licence_sent', page: 1 }).toString()).toBe('status=licence_sent');
  });
});
