/** The invoice register: every invoice and credit note of a period, for the accountant. */

// Nothing else of it is used from outside: the router loads its views by their path in web/src/app/route-table.ts.
export {};
