/** The numbers the product fixes (docs/product/constants.md). */
export const API_VERSION = 'v5';
export const APP_VERSION = '7.10.7';
export const DASHBOARD_TIMEOUT_MS = 10_000;
export const APP_TIMEOUT_MS = 20_000;
export const DEFAULT_BOOKABLE_DAYS = 10;
export const LANGUAGES = ['en', 'nl'] as const;
export const DEFAULT_LANGUAGE = 'en';
export const STAFF_ROLE = 'staff';
export const STAFF_START_PATH = '/dashboard/buildings/all/all/all';
export const EMPLOYEE_START_PATH = '/app';
/** Day-of-week filter: 100 = all days, 0 = Sunday ... 6 = Saturday. */
export const DAY_OF_WEEK_ALL = 100;
export const DAYS_OF_WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
export const DASHBOARD_SEARCH_DEBOUNCE_MS = 1000;
export const DASHBOARD_SEARCH_MIN_CHARS = 2;
export const USER_SEARCH_DEBOUNCE_MS = 200;
export const INFINITE_SCROLL_THRESHOLD_PX = 400;
export const COLLEAGUE_ITEM_HEIGHT = 100;
export const PIN_SIZE_PX = 14;
export const MAP_PREVIEW_HEIGHT_PX = 226;
export const DEFAULT_PAGE_SIZE = 100;
export const EXPORT_ALL_LIMIT = -1;
export const CHART_Y_HEADROOM = 5;

/** The longest meeting-room booking staff allow by default, in minutes (decision 130). */
export const DEFAULT_ROOM_BOOKING_MAX_MINUTES = 240;
