/** The address of a stored upload (a photo, a thumbnail, a video). */
export const mediaUrl = (name: string) => `/media/${encodeURIComponent(name)}`;
