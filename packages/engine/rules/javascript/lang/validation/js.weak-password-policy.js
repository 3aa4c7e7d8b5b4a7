const Joi = require('joi');

class RegisterForm {
  // vigil: js.weak-password-policy
  passwordRules = [required, minLength(6)];
  // vigil-ok: js.weak-password-policy
  usernameRules = [required, minLength(3)];
}

const accountSchema = Joi.object({
  // vigil-ok: js.weak-password-policy
  name: Joi.string().min(2),
  // vigil: js.weak-password-policy
  password: Joi.string().min(4).required(),
  // vigil-ok: js.weak-password-policy
  passwordResetToken: Joi.string().min(6),
});

function checkPassword(pass) {
  // vigil: js.weak-password-policy
  return pass.length >= 6;
}

function checkPin(pin) {
  // vigil-ok: js.weak-password-policy
  return pin.length >= 4;
}

module.exports = { RegisterForm, accountSchema, checkPassword, checkPin };

function passwordScore(passwd) {
  let score = 0;
  if (!passwd.length) score = -1;
  // vigil-ok: js.weak-password-policy
  else if (passwd.length > 0 && passwd.length < 5) score += 3;
  else if (passwd.length > 4 && passwd.length < 8) score += 6;
  else if (passwd.length > 7) score += 12;
  return score;
}

function passwordError(passwd) {
  // vigil: js.weak-password-policy
  if (passwd.length > 0 && passwd.length < 5) return 'too short';
  else if (passwd.length > 64) return 'too long';
  return null;
}

module.exports.passwordScore = passwordScore;
module.exports.passwordError = passwordError;
