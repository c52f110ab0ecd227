

/** User-facing texts from the spec, word for word. Forms, callables and tests all use these. */
export const authMessages = {
  passwordRequired: 'Password is required',
  passwordRule: 'Password must be at least 6 characters and contain a number, an uppercase and a lowercase letter',
  passwordMismatch: 'Password does not match',
  loginFailed: 'Your login information is incorrect. Please try again.',
  emailInUse: 'Email already in use',
  googleLoginFailed: 'Your email or password is wrong',
  forgotPasswordSent:
    'If your email is found in our database, you will receive reset password email in your inbox.',
  verificationEmailPrompt: 'Please check your email for a link to verify your email address.',
  verificationEmailSent: 'Verification email sent successfully',
  verificationEmailError: 'Error sending verification email',
  emailAlreadyVerified: 'Email already verified',
  noUserToVerify: 'No user authenticated to send verification email',
  noUserFoundToVerify: 'No user found to send verification email',
  verifyLinkExpired: 'Verification link expired. Please try again.',
  emailVerifiedToast: 'Email verified successfully.',
  verifyingEmail: 'Verifying your email...',
  emailVerified: 'Your email has been verified!',
  invalidAuthorizationCode: 'Invalid authorization code',
  invalidAuthorizationCodeDetail: 'Your link may have expired, or your email is already verified.',
  resetFailed: 'Failed to reset password. Please try requesting a new link.',
  resetSucceeded: 'Password has been reset successfully.',
  invalidResetLinkTitle: 'Invalid or Expired Link',
  invalidResetLinkDetail:
    'The link may have expired, or it has already been used. Please request a new reset link.',
  invalidAuthenticationCode: 'Invalid authentication code.',
  twitchLoginSucceeded: 'Successfully logged in with Twitch',
  twitchLoginRejected: 'Twitch did not accept this sign-in. Please try again.',
} as const;
