// Loads the locale's ICU data while the modules download. Why, and what it saves:
// the dashboard README, "The locale's ICU data". Kept short: every byte here is sent as it is.
(() => {
  const locale = navigator.language || 'en-US';
  try {
    new Intl.Locale(locale).maximize();
  } catch {
    return;
  }
  setTimeout(() => {
    try {
      Intl.DateTimeFormat.supportedLocalesOf([locale]);
    } catch {}
  }, 0);
})();
