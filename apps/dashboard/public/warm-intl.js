// Loads the browser's ICU data for the user's locale while the app's modules are still
// downloading (issue #11). react-aria reads the default locale when its module is evaluated
// (`Intl.DateTimeFormat.supportedLocalesOf`, `Intl.Locale#maximize`); as the page's first use of
// Intl, that loaded the data inside the one long task that evaluates the modules: 70–120 ms of
// it at 4× CPU. Here it runs in tasks of its own, in time the main thread would spend idle: the
// two calls in two tasks, since together they made one of ~250 ms at 4× (the first alone ~180).
// A classic script (index.html loads it `async`), so it needs nothing from the build.
(() => {
  const locale = navigator.language || 'en-US';
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
  } catch {
    // An unknown locale: react-aria falls back to en-US and loads what that needs itself.
    return;
  }
  setTimeout(() => {
    try {
      if (Intl.Locale) new Intl.Locale(locale).maximize();
    } catch {
      // As above: react-aria's own fallback.
    }
  }, 0);
})();
