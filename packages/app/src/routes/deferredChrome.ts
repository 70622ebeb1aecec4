// The chrome that the first paint does not need: the account menu (react-aria's menu, popover and
// overlays) and the toast region. Their own chunk, requested as the layout mounts (issue 8: the
// entry of `/` carried about 40 KiB gzip for them).
export { AccountMenu, Toaster } from '@app/ui';
