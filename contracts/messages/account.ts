// Log-in, sign-up, verification and password messages (spec part 1 §5, part 2 §8).
export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameInvalid: 'Invalid username (only letters and numbers)',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  invalidCredentials: 'Invalid credentials',
} as const;
