/**
 * Browser storage that never throws: private modes and full quotas make storage fail, and the
 * spec (§8) asks for a console warning only.
 */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage {
  return which === 'local' ? window.localStorage : window.sessionStorage;
}

export function readItem(which: StorageArea, key: string): string | null {
  try {
    return area(which).getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from ${which} storage`, error);
    return null;
  }
}

export function writeItem(which: StorageArea, key: string, value: string): void {
  try {
    area(which).setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to ${which} storage`, error);
  }
}

export function removeItem(which: StorageArea, key: string): void {
  try {
    area(which).removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from ${which} storage`, error);
  }
}

/** Whether an area takes a write now: a private mode or a full quota refuses it. */
export function canWrite(which: StorageArea): boolean {
  const probe = 'staydesk:probe';
  try {
    area(which).setItem(probe, probe);
    area(which).removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
