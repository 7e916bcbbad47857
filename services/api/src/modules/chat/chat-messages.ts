/** Readable messages of the chat API (the browser shows its own apology on any failure). */
export const CHAT_UNAVAILABLE_MESSAGE = 'Auntie is having some technical trouble right now. Please try again in a moment.';
export const CHAT_TIMEOUT_MESSAGE = 'Auntie is taking too long to answer right now. Please try again in a moment.';
