import { t } from '@lingui/core/macro';
import { chooseColorTheme, useColorTheme } from '../lib/color-theme';

/** The menu's dark-mode switch, kept per device; until it is used the app follows the system. */
export function ThemeSwitch() {
  const dark = useColorTheme() === 'dark';
  return (
    <div className="form-check form-switch main-nav-theme">
      <input
        id="theme-switch"
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={dark}
        onChange={(event) => chooseColorTheme(event.target.checked ? 'dark' : 'light')}
      />
      <label className="form-check-label" htmlFor="theme-switch">
        {t`Dark mode`}
      </label>
    </div>
  );
}
