import { type ComponentType, lazy } from 'react';

/** Spec §9: a route's script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Loading chunk failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A react-router `lazy` loader for a page module whose default export is the page component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await withTimeout(load);
      return { Component: module.default };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  };
}

/** `React.lazy` for a component loaded on demand, with the same time-out and error as route chunks. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await withTimeout(load);
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
}

/** A lazy view route's `handle`: what loads its chunk, for a page that knows the view is coming. */
export type LazyViewHandle = () => Promise<unknown>;
