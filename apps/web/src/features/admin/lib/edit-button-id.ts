/** The DOM id of a user's Edit button, so focus can return to it when the edit panel closes. */
export const editButtonId = (userId: string) => `admin-edit-${userId}`;
