class SignInAudit
  def initialize(logger)
    @logger = logger
  end

  def attempt(user, password, client)
    # vigil: rb.cleartext-logging
    @logger.info("login #{user} password=#{password}")
    # vigil: rb.cleartext-logging
    Rails.logger.debug("calling partner with key #{client.api_key}")
    # vigil: rb.cleartext-logging
    @logger.warn("token for " + user + ": " + client.refresh_token)
    # vigil-ok: rb.cleartext-logging
    @logger.info("login #{user}")
    # vigil-ok: rb.cleartext-logging
    @logger.info("password length #{password.length}")
    # vigil-ok: rb.cleartext-logging
    @logger.info("password changed for #{user}")
    # vigil-ok: rb.cleartext-logging
    @logger.info("key id #{client.api_key_id}")
    # vigil-ok: rb.cleartext-logging
    @logger.info("password present: #{password.present?}")
  end
end
