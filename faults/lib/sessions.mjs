// The manager's sessions the suite holds, by server URL. A port is handed out again late in a long
// run (lib/server.mjs's range wraps), to a server on another copy of the data where that session
// does not exist: starting a server forgets what was known for its URL.
export const adminTokens = new Map();
export const forgetServer = (url) => adminTokens.delete(url);
