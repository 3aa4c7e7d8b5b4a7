/* Password field helpers of the chat's sign-up form. */

// a strength meter: each band of lengths adds to the score shown beside the field
function passwordScore(passwd) {
  let score = 0;
  if (!passwd.length) score = -1;
  // vigil-ok: js.weak-password-policy
  else if (passwd.length > 0 && passwd.length < 5) score += 3;
  else if (passwd.length > 4 && passwd.length < 8) score += 6;
  else score += 12;
  return score;
}

// the rule the server applies on sign-up
function passwordProblem(passwd) {
  // vigil: js.weak-password-policy
  if (passwd.length > 0 && passwd.length < 6) return 'too short';
  return null;
}

module.exports = { passwordScore, passwordProblem };
