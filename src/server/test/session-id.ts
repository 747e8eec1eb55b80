/** A fresh, well-formed chat session id for a test's conversation. */
export const newSessionId = () => `session_${Math.random().toString(36).slice(2, 12)}`;
