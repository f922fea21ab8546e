/** What the shell needs to know about the signed-in member; the auth feature fills it in. */
export interface SessionUser {
  name: string;
  photoURL?: string | null;
}

export interface Session {
  user: SessionUser | null;
  signOut: () => void;
}
