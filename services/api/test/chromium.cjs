// How every test starts Chromium: Debian's own (never a downloaded browser), without the network
// traffic of its own (updates, sync, QUIC) that would only slow a test or reach outside.
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

module.exports = { chromiumLaunchOptions };
