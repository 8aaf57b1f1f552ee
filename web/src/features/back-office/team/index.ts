/** The team: its members, their rights, and the invitations waiting. */

// Nothing else of it is used from outside: the router loads its views by their path in web/src/app/route-table.ts.
export {};
