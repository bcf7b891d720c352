/** A finger's width in px: dashboards are tapped on phones, often on the move (WCAG 2.5.5). */
export const TOUCH_TARGET = 44;
