import { useSyncExternalStore } from 'react';

/**
 * The admin gate remembered in local storage (spec 4): the email that unlocked it last, so a
 * later visit by the same admin opens the dashboard at once. The server still checks every
 * request; when it answers that this session is locked, the memory is dropped and the gate shows.
 */
const KEY = 'citable.admin.unlocked';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode): the gate simply shows again next time.
  }
  for (const listener of listeners) listener();
}

export const rememberUnlock = (email: string): void => write(email.toLowerCase());
export const forgetUnlock = (): void => write(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether `email` unlocked the admin gate on this browser. */
export function useAdminUnlocked(email: string | undefined): boolean {
  const remembered = useSyncExternalStore(subscribe, read, () => null);
  return Boolean(email && remembered === email.toLowerCase());
}
