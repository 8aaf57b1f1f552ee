/** What the signed-in person changes for themselves: name, password, sessions (and, from passkeys/, passkeys). */

// Nothing else of it is used from outside: the router loads its views by their path in web/src/app/route-table.ts.
export {};
