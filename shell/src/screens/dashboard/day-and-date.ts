const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "Thursday 26 November", in the page's language. Written out rather than with
 * toLocaleDateString: the first date the browser formats on a page loads its locale data, about
 * 60 ms of a phone's CPU, and here that happened inside the render that paints the page's title.
 */
export function dayAndDate(date: Date): string {
  return `${WEEKDAYS[date.getDay()]} ${date.getDate()} ${MONTHS[date.getMonth()]}`;
}
