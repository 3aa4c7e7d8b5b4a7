# vigil: rb.hardcoded-password
DB_PASSWORD = 'Pr0d-Db-Pass!'

ActionMailer::Base.smtp_settings = {
  address: 'smtp.example.com',
  user_name: 'mailer',
  # vigil: rb.hardcoded-password
  password: 'smtp-pass-2024',
}

class Client
  def initialize
    # vigil: rb.hardcoded-password
    @api_key = "ak_live_77d9a1b2c3"
    # vigil-ok: rb.hardcoded-password
    @password = ENV.fetch('CLIENT_PASSWORD')
  end
end

# vigil-ok: rb.hardcoded-password
settings = { password: ENV['DB_PASSWORD'], api_key: '' }

def seed_admin(user)
  # vigil-ok: rb.hardcoded-password
  user.hashed_password = "4b1e0a6f3c9d27e85b6a0f1c2d3e4f5a6b7c8d9e"
  # vigil: rb.hardcoded-password
  user.password = "Adm1n-first-login"
end
