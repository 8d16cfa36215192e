/** State of the theme picker shared between its plain-HTML button and the React panel. */
import { atom } from 'nanostores';
import { DEFAULT_THEME_ID, THEME_STORAGE_KEY } from '../../domain/themes.ts';

export const $themePanelOpen = atom(false);
/** The theme button that opened the panel: focus returns to it on close. */
export const $themeTrigger = atom<HTMLElement | null>(null);

export function readSavedTheme(storage: Pick<Storage, 'getItem'> = localStorage): string {
  try {
    return storage.getItem(THEME_STORAGE_KEY) || DEFAULT_THEME_ID;
  } catch {
    return DEFAULT_THEME_ID;
  }
}

export function saveTheme(themeId: string, storage: Pick<Storage, 'setItem'> = localStorage): boolean {
  try {
    storage.setItem(THEME_STORAGE_KEY, themeId);
    return true;
  } catch {
    return false;
  }
}
