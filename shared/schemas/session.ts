// The answers of the logout calls (POST /api/logout, /api/logout-everywhere, /api/admin/logout): the
// product's { message } (ZMessageResponse).
export const LOGGED_OUT_MESSAGE = 'Logged out';
export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'Logged out on every device';
