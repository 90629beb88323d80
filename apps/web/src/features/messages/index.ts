/** What the app shell uses of the messages feature: the unread count beside the menu. */
export { useUnreadCount } from './api/get-unread-count';
