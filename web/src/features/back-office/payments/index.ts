/** Payments: bank statements imported, and the payments that wait for the owner. */

// Nothing else of it is used from outside: the router loads its views by their path in web/src/app/route-table.ts.
export {};
