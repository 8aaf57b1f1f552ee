/** Where the session's access token is kept; the route table's first screen of /user checks it too. */
export const accessTokenKey = 'access_token';
