// Stand-in for k6's `k6` module: check() records each named result; sleep() is recorded, not slept.
export function check(value, sets) {
  let all = true;
  for (const [name, predicate] of Object.entries(sets)) {
    const passed = Boolean(predicate(value));
    globalThis.__k6Record.checks.push({ name, passed });
    all &&= passed;
  }
  return all;
}

export function sleep(seconds) {
  globalThis.__k6Record.sleeps.push(seconds);
}

export default { check, sleep };
