/** The seller's legal and bank details, set by the owner. */

// Nothing else of it is used from outside: the router loads its views by their path in web/src/app/route-table.ts.
export {};
