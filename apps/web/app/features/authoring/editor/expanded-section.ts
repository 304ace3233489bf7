/**
 * Seed 001 §2: one section is open at a time, and which one is remembered per course in the browser's storage, so
 * the editor opens where the lecturer left it.
 */

const keyOf = (courseId: string) => `kampus:lecturer-editor:${courseId}:expanded-section`;

export const readExpandedSection = (courseId: string): string | null => {
  try {
    return window.localStorage.getItem(keyOf(courseId));
  } catch {
    // Storage can be switched off (private windows, policies); the editor then opens the first section.
    return null;
  }
};

export const saveExpandedSection = (courseId: string, sectionId: string | null) => {
  try {
    if (sectionId) window.localStorage.setItem(keyOf(courseId), sectionId);
    else window.localStorage.removeItem(keyOf(courseId));
  } catch {
    // Not remembering is harmless.
  }
};
