/**
 * How a list's filter is kept in the address (`#/user/orders?status=invoiced&page=2`): one parameter per field,
 * read leniently (a value that is not one of the field's is no filter) and written with the defaults left out,
 * so that the same query string serves the address and the API.
 */
export interface SearchField<T> {
  read(value: string | null): T;
  /** The parameter's value, or undefined to leave it out (the default). */
  write(value: T): string | undefined;
}

export interface ListSearch<F> {
  read(search: URLSearchParams): F;
  write(filter: F): URLSearchParams;
}

/** One of a list of values, or no filter. */
export function oneOf<T extends string>(values: readonly T[]): SearchField<T | undefined> {
  return {
    read: (value) => values.find((candidate) => candidate === value),
    write: (value) => value,
  };
}

/** One of a list of values, the first when the address names none (and then left out of it). */
export function oneOfOrFirst<T extends string>(values: readonly [T, ...T[]]): SearchField<T> {
  return {
    read: (value) => values.find((candidate) => candidate === value) ?? values[0],
    write: (value) => (value === values[0] ? undefined : value),
  };
}

/** Words searched for, trimmed; none when blank. */
export const searchText: SearchField<string | undefined> = {
  read: (value) => value?.trim() || undefined,
  write: (value) => value,
};

/** A page number from 1, the first left out. */
export const pageNumber: SearchField<number> = {
  read: (value) => {
    const page = Number(value);
    return Number.isInteger(page) && page >= 1 ? page : 1;
  },
  write: (page) => (page > 1 ? String(page) : undefined),
};

type FieldValues<S> = { [K in keyof S]: S[K] extends SearchField<infer T> ? T : never };

/** A list's filter from its fields, in the order the parameters are written. */
export function listSearch<S extends Record<string, SearchField<unknown>>>(
  fields: S,
): ListSearch<FieldValues<S>> {
  const entries = Object.entries(fields) as [keyof S & string, SearchField<unknown>][];
  return {
    read: (search) =>
      Object.fromEntries(
        entries.map(([name, field]) => [name, field.read(search.get(name))]),
      ) as FieldValues<S>,
    write: (filter) => {
      const search = new URLSearchParams();
      for (const [name, field] of entries) {
        const value = field.write(filter[name]);
        if (value !== undefined && value !== '') search.set(name, value);
      }
      return search;
    },
  };
}
