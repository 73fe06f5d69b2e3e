/** The OpenAPI groups of the content service's calls: the public reads, and the back office's editing. */
export const CMS_TAGS = { content: 'content', admin: 'content admin' } as const;
