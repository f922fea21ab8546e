/** The browser's local storage, or null where reading the property itself throws (blocked). */
export function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
