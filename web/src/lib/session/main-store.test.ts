import { beforeEach, describe, expect, it } from 'vitest';
import { createMainStore, restoreMainState } from './main-store';

const details = {
  userId: 'u-42',
  username: 'Camille',
  role: 'admin',
  language: 'fr',
  companyId: 'c-7',
  accessToken: 'token-abc',
};

describe("session state 'main'", () => {
  beforeEach(() => localStorage.clear());

  it('starts signed out with language en when nothing is stored', () => {
    const state = createMainStore(localStorage).getState();
    expect(state).toMatchObject({
      authenticated: false,
      userId: null,
      username: null,
      role: null,
      language: 'en',
      companyId: null,
      accessToken: null,
    });
  });

  it('login sets every field and persists them under the spec keys', () => {
    const store = createMainStore(localStorage);
    store.getState().login(details);
    expect(store.getState()).toMatchObject({ authenticated: true, ...details });
    expect(localStorage.getItem('user_id')).toBe('u-42');
    expect(localStorage.getItem('name')).toBe('Camille');
    expect(localStorage.getItem('role')).toBe('admin');
    expect(localStorage.getItem('company_id')).toBe('c-7');
    expect(localStorage.getItem('access_token')).toBe('token-abc');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('login keeps a null companyId as null and stores it as an empty string', () => {
    const store = createMainStore(localStorage);
    store.getState().login({ ...details, companyId: null });
    expect(store.getState().companyId).toBeNull();
    expect(localStorage.getItem('company_id')).toBe('');
  });

  it('start-up restores authenticated, userId, username, role and accessToken, not companyId nor language', () => {
    createMainStore(localStorage).getState().login(details);
    const restored = createMainStore(localStorage).getState();
    expect(restored).toMatchObject({
      authenticated: true,
      userId: 'u-42',
      username: 'Camille',
      role: 'admin',
      accessToken: 'token-abc',
      companyId: null,
      language: 'en',
    });
  });

  it('does not restore a session without a stored access token', () => {
    localStorage.setItem('user_id', 'u-1');
    localStorage.setItem('name', 'Someone');
    expect(restoreMainState(localStorage).authenticated).toBe(false);
    expect(restoreMainState(localStorage).userId).toBeNull();
  });

  it('logout clears the session fields, then all of local storage', () => {
    const store = createMainStore(localStorage);
    store.getState().login(details);
    localStorage.setItem('unrelated', 'x');
    store.getState().logout();
    expect(store.getState()).toMatchObject({
      authenticated: false,
      userId: null,
      username: null,
      role: null,
      accessToken: null,
    });
    expect(localStorage.length).toBe(0);
  });
});
