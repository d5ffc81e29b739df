// Custom control buttons a page adds to the control bar: given anything but an
// array, a console error and no buttons, never a crash. Each entry is checked on its own, so one
// bad button does not cost the page its good ones.

export interface CustomButton {
  id: string;
  label: string;
  /** An icon address or inline SVG text; the DOM layer decides how to show it. */
  icon?: string;
  onClick: () => void;
}

/** Where the complaints go: `console` by default, a recording logger in tests. */
export interface ErrorLogger {
  error(...args: unknown[]): void;
}

function checkButton(value: unknown, index: number, seen: Set<string>): CustomButton | string {
  if (typeof value !== 'object' || value === null) return `entry ${index} is not an object`;
  const b = value as Record<string, unknown>;
  if (typeof b.id !== 'string' || b.id.trim() === '') return `entry ${index} has no id`;
  if (seen.has(b.id)) return `entry ${index} repeats the id "${b.id}"`;
  if (typeof b.label !== 'string' || b.label.trim() === '') return `entry ${index} ("${b.id}") has no label`;
  if (typeof b.onClick !== 'function') return `entry ${index} ("${b.id}") has no onClick function`;
  if (b.icon !== undefined && typeof b.icon !== 'string') return `entry ${index} ("${b.id}") has an icon that is not text`;
  const button: CustomButton = { id: b.id, label: b.label, onClick: b.onClick as () => void };
  if (typeof b.icon === 'string') button.icon = b.icon;
  return button;
}

/** Valid buttons, in order; `undefined`/`null` mean "none given" and are not an error. */
export function normaliseCustomButtons(value: unknown, log: ErrorLogger = console): CustomButton[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    log.error('[reel player] customButtons must be an array; no custom buttons are shown.', value);
    return [];
  }
  const seen = new Set<string>();
  const buttons: CustomButton[] = [];
  value.forEach((entry, index) => {
    const checked = checkButton(entry, index, seen);
    if (typeof checked === 'string') {
      log.error(`[reel player] customButtons: ${checked}; it is left out.`, entry);
      return;
    }
    seen.add(checked.id);
    buttons.push(checked);
  });
  return buttons;
}
