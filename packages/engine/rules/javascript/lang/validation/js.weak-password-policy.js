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
