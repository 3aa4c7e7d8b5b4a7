const mongoose = require('mongoose');

const userSchema = new mongoose.Schema({ email: String, token: String, role: String });

module.exports = mongoose.model('User', userSchema);
