const { Base } = require('./base');

const ApiKey = Base.extend({ tableName: 'api_keys' });
const Member = Base.extend({ tableName: 'members' });

module.exports = { ApiKey, Member };
